import { describe, expect, it } from "vitest";
import { accountLinks } from "@/features/notifications/email/account-links";
import { escapeHtml, renderEmail, safeUrl } from "@/features/notifications/email/email-blocks";
import { signInEmail } from "@/features/notifications/email/sign-in-email";
import { loadEmailLanguage } from "@/server/email/email-language";

describe("e-mail HTML", () => {
  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;",
    );
  });

  it("makes links of web addresses only", () => {
    expect(safeUrl("https://platewise.example/my-plan")).toBe("https://platewise.example/my-plan");
    expect(() => safeUrl("javascript:alert(1)")).toThrow();
    expect(() =>
      renderEmail({
        locale: "en",
        direction: "ltr",
        subject: "x",
        blocks: [{ type: "button", label: "Go", url: "data:text/html,<script>" }],
      }),
    ).toThrow();
  });

  it("escapes labels, values and the subject", () => {
    const mail = renderEmail({
      locale: "en",
      direction: "ltr",
      subject: "<b>",
      blocks: [
        { type: "facts", rows: [{ label: "<i>", value: '"quoted"' }] },
        { type: "code", label: "&", code: "123456" },
      ],
    });
    expect(mail.html).toContain("<title>&lt;b&gt;</title>");
    expect(mail.html).toContain("&lt;i&gt;");
    expect(mail.html).toContain("&quot;quoted&quot;");
    expect(mail.html).not.toContain("<i>");
    expect(mail.text).toBe('<i>: "quoted"\n\n&: 123456\n');
  });
});

describe("sign-in mail", () => {
  it("refuses a code that is not 6 digits", async () => {
    const language = await loadEmailLanguage("en");
    expect(() =>
      signInEmail({ magicLink: "https://platewise.example/x", code: "12345" }, language),
    ).toThrow();
  });
});

describe("account links", () => {
  it("has no prefix in the default language and the locale's prefix in the others", () => {
    expect(accountLinks("https://platewise.example/", "en")).toEqual({
      myPlan: "https://platewise.example/my-plan",
      cancel: "https://platewise.example/my-subscription?sf=true",
      signIn: "https://platewise.example/signin",
    });
    expect(accountLinks("https://platewise.example", "zh-TW").cancel).toBe(
      "https://platewise.example/zh-TW/my-subscription?sf=true",
    );
  });
});
