import { type CurrencyCode, displayDigits } from "./currencies";
import { minorToMajor, roundToDisplay } from "./minor-units";

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = displayDigits(currency);
    // The digits are fixed here rather than left to the engine, which may disagree with our
    // table (docs/pricing.md, "Currencies"): the server and every browser show the same price.
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price as the visitor reads it in their language: `formatMoney(2999, "EUR", "de")` is
 * "29,99 €", `formatMoney(1980, "JPY", "ja")` is "￥1,980". Always with the currency's decimals
 * (no "€30" next to "€29.99"), in the locale's own symbol placement and separators.
 */
export function formatMoney(minor: number, currency: CurrencyCode, locale: string): string {
  return formatterFor(locale, currency).format(
    minorToMajor(roundToDisplay(minor, currency), currency),
  );
}

/**
 * The locale to format a visitor's prices in: the page's language with the visitor's country as
 * region, so each market sees its own conventions (`es` + MX → "$299.00", `de` + CH →
 * "CHF 19.90", `en` + CA → "$8.99" but "US$8.99"), always in Latin digits like the rest of
 * the page's figures (docs/pricing.md, "Formatting").
 */
export function moneyLocale(locale: string, country: string): string {
  const region = country.trim().toUpperCase() === "UK" ? "GB" : country.trim().toUpperCase();
  const withRegion =
    /^[a-z]{2,3}$/.test(locale) && /^[A-Z]{2}$/.test(region) ? `${locale}-${region}` : locale;
  try {
    const [canonical] = Intl.getCanonicalLocales(`${withRegion}-u-nu-latn`);
    if (canonical) return canonical;
  } catch {
    // Not a valid tag (an unusual country value): the language alone still formats well.
  }
  return `${locale}-u-nu-latn`;
}
