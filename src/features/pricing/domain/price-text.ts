/**
 * A sentence or label about a price, as a message of the `pricing` namespace plus its ICU values,
 * so the final page, the checkout and the receipt e-mail say exactly the same words
 * (docs/pricing.md, "Renewal words"). Amounts in `values` are already formatted for the locale.
 */
export type PriceTextKey =
  | "terms.introOnceWeeks"
  | "terms.introOnceMonths"
  | "terms.introRepeatedWeeks"
  | "terms.introRepeatedMonths"
  | "terms.freeTrialWeeks"
  | "terms.freeTrialMonths"
  | "terms.regularWeeks"
  | "terms.regularMonths"
  | "terms.oneTime"
  | "perDay"
  | "pricePerDay"
  | "mostPopular"
  | "inclVat"
  | "plusTax"
  | "moneyBackGuarantee"
  | "save"
  | "dueToday";

export type PriceTextValues = Record<string, string | number>;

export type PriceText = { key: PriceTextKey; values: PriceTextValues };

/** The `t` of the `pricing` namespace (`getTranslations("pricing")`, `useTranslations("pricing")`). */
export type PricingTranslate = (key: PriceTextKey, values: PriceTextValues) => string;

/** The final words: `renderPriceText(t, renewalText(pkg, "EUR", "de"))`. */
export function renderPriceText(t: PricingTranslate, text: PriceText): string {
  return t(text.key, text.values);
}
