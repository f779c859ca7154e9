import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

/**
 * The address decides the language: `/about` is English, `/de/about` German. Visitors from
 * ads land on the locale their campaign links to, so neither Accept-Language nor a locale
 * cookie redirects them elsewhere (see docs/i18n.md).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  // Pages write their own hreflang alternates (some exist in fewer languages).
  alternateLinks: false,
});
