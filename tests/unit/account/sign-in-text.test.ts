import { describe, expect, it } from "vitest";
import { errorKeyOf, signInErrorKeys } from "@/features/account/components/sign-in-text";
import { locales } from "@/i18n/locales";

async function messagesOf(locale: string) {
  return (await import(`../../../messages/${locale}.json`)).default as { signIn: Record<string, unknown> & { errors: Record<string, string> } };
}

describe("the sign-in page's words", () => {
  it("every API error the page can meet has its message", () => {
    for (const code of ["invalid_code", "code_expired", "too_many_attempts", "link_invalid", "rate_limited", "network"]) {
      expect(errorKeyOf(code)).not.toBe("generic");
    }
    expect(errorKeyOf("something_new")).toBe("generic");
  });

  it("exist in all 16 languages with the same keys, the address and the lifetime in the check-your-mail text", async () => {
    const english = (await messagesOf("en")).signIn;
    for (const locale of locales) {
      const { signIn } = await messagesOf(locale);
      expect(Object.keys(signIn).sort(), locale).toEqual(Object.keys(english).sort());
      expect(Object.keys(signIn.errors).sort(), locale).toEqual([...signInErrorKeys].sort());
      expect(signIn.checkIntro, locale).toContain("{email}");
      expect(signIn.checkIntro, locale).toContain("{minutes}");
      if (locale !== "en") expect(signIn.title, locale).not.toBe(english.title);
    }
  });
});
