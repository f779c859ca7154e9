import "server-only";
import { localizePath, type Locale } from "@/i18n/locales";

/** The upsell page and, once the chain is over, the thank-you page, localised (`en` has no prefix). */
export const upsellPaths = {
  upsell: (locale: Locale) => localizePath("/upsell", locale),
  thankYou: (locale: Locale) => localizePath("/thank-you", locale),
};
