import type { CurrencyCode } from "./currencies";
import type {
  OneTimeAmounts,
  OneTimePackage,
  PricePackage,
  SubscriptionAmounts,
  SubscriptionPackage,
} from "./package";

/**
 * A package's amounts in one currency. Callers pick the currency with `chooseCurrency` first, so a
 * missing currency is a programming error, not a visitor's situation.
 */
export function amountsIn(pkg: SubscriptionPackage, currency: CurrencyCode): SubscriptionAmounts;
export function amountsIn(pkg: OneTimePackage, currency: CurrencyCode): OneTimeAmounts;
export function amountsIn(
  pkg: PricePackage,
  currency: CurrencyCode,
): SubscriptionAmounts | OneTimeAmounts;
export function amountsIn(
  pkg: PricePackage,
  currency: CurrencyCode,
): SubscriptionAmounts | OneTimeAmounts {
  const amounts = pkg.amounts[currency];
  if (!amounts) throw new RangeError(`${pkg.id} has no ${currency} price`);
  return amounts;
}

/** The amount charged for each intro period (only for an intro-price offer). */
export function introAmount(pkg: SubscriptionPackage, currency: CurrencyCode): number | null {
  if (pkg.intro.type !== "intro_price") return null;
  const { intro } = amountsIn(pkg, currency);
  if (intro === undefined) throw new RangeError(`${pkg.id} has no ${currency} intro price`);
  return intro;
}
