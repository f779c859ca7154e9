import type { PricingTranslate } from "@/features/pricing/domain/price-text";

/** The `t` of the `email` messages namespace (next-intl's `createTranslator`), for any locale. */
export type EmailTranslate = (key: string, values?: Record<string, string | number>) => string;

/** What every template needs to speak one language: its words and the pricing words. */
export type EmailLanguage = {
  locale: string;
  direction: "ltr" | "rtl";
  t: EmailTranslate;
  tPricing: PricingTranslate;
  /** Dates are written in this time zone (IANA name). */
  timeZone: string;
};

/** A day as the reader writes it (`November 23, 2026`, `23. November 2026`), in Latin digits like our prices. */
export function formatEmailDate(date: Date, language: EmailLanguage): string {
  return new Intl.DateTimeFormat(`${language.locale}-u-nu-latn`, {
    dateStyle: "long",
    timeZone: language.timeZone,
  }).format(date);
}
