import type { CurrencyCode } from "./currencies";
import { formatMoney } from "./format-money";
import type { PriceText } from "./price-text";
import type { TaxDisplay } from "./tax-display";

/** The short labels around a price (docs/pricing.md, "Labels"). */

/** How long the money-back guarantee runs after a purchase, in days. */
export const moneyBackGuaranteeDays = 30;

export const perDayLabel: PriceText = { key: "perDay", values: {} };
export const mostPopularLabel: PriceText = { key: "mostPopular", values: {} };
export const dueTodayLabel: PriceText = { key: "dueToday", values: {} };
export const moneyBackGuaranteeLabel: PriceText = {
  key: "moneyBackGuarantee",
  values: { days: moneyBackGuaranteeDays },
};

/** "€0.71 per day". */
export function pricePerDayLabel(
  minorPerDay: number,
  currency: CurrencyCode,
  locale: string,
): PriceText {
  return { key: "pricePerDay", values: { price: formatMoney(minorPerDay, currency, locale) } };
}

/** "Save 50%". */
export function savingLabel(percent: number): PriceText {
  return { key: "save", values: { percent } };
}

/** "incl. VAT", "plus applicable tax", or nothing where prices are final without a note. */
export function taxLabel(display: TaxDisplay): PriceText | null {
  if (display === "vat_included") return { key: "inclVat", values: {} };
  if (display === "tax_excluded") return { key: "plusTax", values: {} };
  return null;
}
