import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { composeEmail, type EmailRequest } from "@/server/email/compose-email";

type GoldenCase = {
  name: string;
  template: EmailRequest["kind"];
  locale: string;
  input: Record<string, unknown>;
  expect: {
    subject: string;
    text: string;
    direction: "ltr" | "rtl";
    htmlContains: string[];
    htmlExcludes?: string[];
  };
};

const { cases } = JSON.parse(
  readFileSync(path.join(__dirname, "cases/email-templates.json"), "utf8"),
) as { cases: GoldenCase[] };

const dateFields = ["paidAt", "nextChargeAt", "accessUntil"];

function requestOf(c: GoldenCase): EmailRequest {
  const input: Record<string, unknown> = { ...c.input };
  for (const field of dateFields)
    if (typeof input[field] === "string") input[field] = new Date(input[field]);
  return { kind: c.template, input } as EmailRequest;
}

describe("e-mail templates (golden cases)", () => {
  it("has cases for every template", () => {
    expect(new Set(cases.map((c) => c.template))).toEqual(
      new Set(["receipt", "sign-in", "cancel-confirmation"]),
    );
  });

  for (const c of cases) {
    it(c.name, async () => {
      const mail = await composeEmail(requestOf(c), c.locale);
      expect(mail.subject).toBe(c.expect.subject);
      expect(mail.text).toBe(c.expect.text);
      expect(mail.html).toContain(`dir="${c.expect.direction}"`);
      expect(mail.html).toContain(`<title>${mail.subject.replace(/&/g, "&amp;")}</title>`);
      for (const fragment of c.expect.htmlContains) expect(mail.html).toContain(fragment);
      for (const fragment of c.expect.htmlExcludes ?? []) expect(mail.html).not.toContain(fragment);
    });
  }
});

describe("e-mail languages", () => {
  const receipt = cases.find((c) => c.template === "receipt" && c.locale === "en")!;

  it("writes every template in every language, with no message key left untranslated", async () => {
    for (const c of cases.filter((x) => x.locale === "en")) {
      for (const locale of locales) {
        const mail = await composeEmail(requestOf(c), locale);
        // next-intl writes the key path for a missing message.
        expect(mail.text).not.toMatch(
          /\bemail\.|\bpricing\.|\b(receipt|signIn|common|products)\.[a-z]/,
        );
        expect(mail.html).toContain(
          `<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`,
        );
      }
    }
    expect(receipt).toBeDefined();
  });

  it("falls back to English for an unknown language", async () => {
    const mail = await composeEmail(requestOf(receipt), "xx");
    expect(mail.subject).toBe(receipt.expect.subject);
  });
});
