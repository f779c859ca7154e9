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
  return formatterFor(locale, currency).format(minorToMajor(roundToDisplay(minor, currency), currency));
}
