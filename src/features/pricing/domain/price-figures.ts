import { type CurrencyCode, displayStep } from "./currencies";
import { periodDays } from "./billing-period";
import { amountsIn, introAmount } from "./package-amounts";
import type { BillingPeriod, PricePackage, SubscriptionPackage } from "./package";
import { divideRoundToStep } from "./rounding";

/** The figures shown with a package (docs/pricing.md, "Derived figures"), all in minor units. */

/** An amount per billing period spread over its days, rounded half-up to the shown step. */
export function pricePerDay(amount: number, period: BillingPeriod, currency: CurrencyCode): number {
  const { numerator, denominator } = periodDays(period);
  return divideRoundToStep(amount * denominator, numerator, displayStep(currency));
}

/** Per day during the intro: the intro price spread over its period, 0 in a free trial, null without an offer. */
export function introPricePerDay(pkg: SubscriptionPackage, currency: CurrencyCode): number | null {
  if (pkg.intro.type === "free_trial") return 0;
  const intro = introAmount(pkg, currency);
  return intro === null ? null : pricePerDay(intro, pkg.period, currency);
}

export function regularPricePerDay(pkg: SubscriptionPackage, currency: CurrencyCode): number {
  return pricePerDay(amountsIn(pkg, currency).regular, pkg.period, currency);
}

/** What the visitor pays at checkout: 0 in a free trial, the intro price, else the regular price. */
export function amountDueToday(pkg: PricePackage, currency: CurrencyCode): number {
  if (pkg.kind === "one_time") return amountsIn(pkg, currency).price;
  if (pkg.intro.type === "free_trial") return 0;
  return introAmount(pkg, currency) ?? amountsIn(pkg, currency).regular;
}

/**
 * The discount of the intro price on the regular price (or of a one-time price on its list
 * price), in whole percent rounded down, so "save 50%" never promises more than the visitor
 * saves. Null when nothing is discounted (no offer, or a free trial, which says so itself).
 */
export function savingPercent(pkg: PricePackage, currency: CurrencyCode): number | null {
  const [paid, reference] =
    pkg.kind === "one_time"
      ? [amountsIn(pkg, currency).price, amountsIn(pkg, currency).listPrice]
      : [introAmount(pkg, currency), amountsIn(pkg, currency).regular];
  if (paid === null || reference === undefined) return null;
  return percentSaved(paid, reference);
}

/** How much lower `paid` is than `reference`, in whole percent rounded down; null when not lower. */
export function percentSaved(paid: number, reference: number): number | null {
  if (paid >= reference) return null;
  const hundredfold = (reference - paid) * 100;
  return (hundredfold - (hundredfold % reference)) / reference;
}
