import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { discountConfirmationEmail } from "@/features/notifications/email/discount-confirmation-email";
import type { EmailTranslate } from "@/features/notifications/email/email-translate";
import { pauseConfirmationEmail } from "@/features/notifications/email/pause-confirmation-email";
import { renewalMovedEmail } from "@/features/notifications/email/renewal-moved-email";
import { locales, type Locale } from "@/i18n/locales";
import { loadEmailLanguage } from "@/server/email/email-language";

function accountWords(locale: Locale): EmailTranslate {
  const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));
  const t = createTranslator({ locale, messages, namespace: "mySubscription.email", timeZone: "UTC" });
  return (key, values) => t(key as never, values as never);
}

const pause = {
  product: "meal_plan" as const,
  accessUntil: new Date("2025-06-01T12:00:00.000Z"),
  resumesAt: new Date("2025-07-01T12:00:00.000Z"),
  links: { myPlan: "https://platewise.example/my-plan" },
  supportEmail: "support@platewise.example",
};
const moved = {
  product: "meal_plan" as const,
  nextChargeOn: new Date("2025-06-15T12:00:00.000Z"),
  links: { myPlan: "https://platewise.example/my-plan" },
  supportEmail: "support@platewise.example",
};
const discount = {
  product: "meal_plan" as const,
  percentOff: 50,
  renewals: 2,
  discountedPrice: "€20.00",
  links: { myPlan: "https://platewise.example/my-plan" },
  supportEmail: "support@platewise.example",
};

describe("pause and discount confirmation e-mails", () => {
  it("confirms a pause with both days and the account link", async () => {
    const mail = pauseConfirmationEmail(pause, await loadEmailLanguage("en"), accountWords("en"));
    expect(mail.subject).toBe("Your plan is paused");
    expect(mail.text).toContain("You keep access until June 1, 2025. Nothing is charged until July 1, 2025");
    expect(mail.text).toContain("https://platewise.example/my-plan");
    expect(mail.html).toContain('href="https://platewise.example/my-plan"');
  });

  it("confirms a discount with the percentage, the renewals and the price", async () => {
    const mail = discountConfirmationEmail(discount, await loadEmailLanguage("en"), accountWords("en"));
    expect(mail.subject).toBe("Your discount is active");
    expect(mail.text).toContain("50% off “Personalised meal plan” for your next 2 renewals: €20.00 each.");
  });

  it("tells the customer their next charge moved, with the new day", async () => {
    const mail = renewalMovedEmail(moved, await loadEmailLanguage("en"), accountWords("en"));
    expect(mail.subject).toBe("Your next charge has moved");
    expect(mail.text).toContain("We have extended your subscription “Personalised meal plan” at no cost: your next charge is now on June 15, 2025.");
    expect(mail.html).toContain('href="https://platewise.example/my-plan"');
  });

  it("writes each in every language, right to left in Arabic, with no key left untranslated", async () => {
    for (const locale of locales) {
      const language = await loadEmailLanguage(locale);
      const words = accountWords(locale);
      for (const mail of [
        pauseConfirmationEmail(pause, language, words),
        discountConfirmationEmail(discount, language, words),
        renewalMovedEmail(moved, language, words),
      ]) {
        expect(mail.text, locale).not.toMatch(/mySubscription|(pause|discount|extend|common|products)\.[a-zA-Z]/);
        expect(mail.text, locale).toContain("https://platewise.example/my-plan");
        expect(mail.html, locale).toContain(`dir="${locale === "ar" ? "rtl" : "ltr"}"`);
      }
      // The year as the reader counts it (Thai dates use the Buddhist era: 2568).
      expect(pauseConfirmationEmail(pause, language, words).text, locale).toMatch(/2025|2568/);
      expect(discountConfirmationEmail(discount, language, words).text, locale).toContain("€20.00");
      expect(renewalMovedEmail(moved, language, words).text, locale).toMatch(/2025|2568/);
    }
  });
});
