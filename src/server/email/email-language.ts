import "server-only";
import { createTranslator } from "next-intl";
import type { EmailLanguage, EmailTranslate } from "@/features/notifications/email/email-translate";
import type { PricingTranslate } from "@/features/pricing/domain/price-text";
import { directionOf, isLocale, defaultLocale, type Locale } from "@/i18n/locales";

/** Dates in e-mails are written in UTC: the day a charge is due is the same day everywhere. */
export const emailTimeZone = "UTC";

/**
 * The words of one language for the templates, outside any request (a background job): the
 * locale's messages through next-intl's translator. An unknown locale falls back to English.
 */
export async function loadEmailLanguage(requested: string): Promise<EmailLanguage> {
  const locale: Locale = isLocale(requested) ? requested : defaultLocale;
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const email = createTranslator({ locale, messages, namespace: "email", timeZone: emailTimeZone });
  const pricing = createTranslator({
    locale,
    messages,
    namespace: "pricing",
    timeZone: emailTimeZone,
  });
  // The templates name keys at run time (`products.<product>`), so the typed translators are
  // handed over as plain functions.
  const t: EmailTranslate = (key, values) => email(key as never, values as never);
  const tPricing: PricingTranslate = (key, values) => pricing(key as never, values as never);
  return { locale, direction: directionOf(locale), t, tPricing, timeZone: emailTimeZone };
}
