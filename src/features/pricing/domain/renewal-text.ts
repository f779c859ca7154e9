import type { CurrencyCode } from "./currencies";
import { formatMoney } from "./format-money";
import { amountsIn, introAmount } from "./package-amounts";
import type { PricePackage } from "./package";
import type { PriceText, PriceTextValues } from "./price-text";

/**
 * The terms sentence of a package (docs/pricing.md, "Renewal words"), e.g.
 * "€9.99 for the first 4 weeks, then €29.99 every 4 weeks. Cancel any time.",
 * "7-day free trial, then €29.99 every 4 weeks. Cancel any time." or, for an add-on,
 * "€9.99, a one-time payment. No subscription."
 * Prices are formatted in `locale`; pass `moneyLocale(pageLocale, country)` for the visitor's market.
 */
export function renewalText(pkg: PricePackage, currency: CurrencyCode, locale: string): PriceText {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  if (pkg.kind === "one_time") {
    return { key: "terms.oneTime", values: { price: money(amountsIn(pkg, currency).price) } };
  }
  // Week and month periods have their own messages, so each language can inflect its own noun.
  const weeks = pkg.period.unit === "week";
  const unit = weeks ? "Weeks" : "Months";
  const values: PriceTextValues = {
    regularPrice: money(amountsIn(pkg, currency).regular),
    [`period${unit}`]: pkg.period.count,
  };
  const offer = pkg.intro;
  const intro = introAmount(pkg, currency);

  if (offer.type === "free_trial") {
    return {
      key: weeks ? "terms.freeTrialWeeks" : "terms.freeTrialMonths",
      values: { ...values, trialDays: offer.days },
    };
  }
  if (offer.type === "none" || intro === null) {
    return { key: weeks ? "terms.regularWeeks" : "terms.regularMonths", values };
  }
  values.introPrice = money(intro);
  if (offer.periods === 1) {
    return { key: weeks ? "terms.introOnceWeeks" : "terms.introOnceMonths", values };
  }
  // Several intro periods: the sentence says the intro price is charged each period, for how long.
  values[`intro${unit}`] = pkg.period.count * offer.periods;
  return { key: weeks ? "terms.introRepeatedWeeks" : "terms.introRepeatedMonths", values };
}
