import { isCurrencyCode } from "@/features/pricing/domain/currencies";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import { introPricePerDay, regularPricePerDay } from "@/features/pricing/domain/price-figures";

/**
 * The "from X per day" of a landing page's pricing teaser (docs/landing-pages.md, "Pricing
 * teaser"), in minor units of `currency`: the first price a subscriber is charged, spread over
 * its period — the intro price where the package has one, else the regular price (a free trial
 * is not "from 0": the first charge is the regular price). Null when the package has no price
 * in that currency, so the teaser shows nothing rather than an invented figure.
 */
export function teaserPricePerDay(pkg: SubscriptionPackage, currency: string): number | null {
  if (!isCurrencyCode(currency)) return null;
  const amounts = pkg.amounts[currency];
  if (!amounts) return null;
  if (pkg.intro.type === "intro_price") return amounts.intro === undefined ? null : introPricePerDay(pkg, currency);
  return regularPricePerDay(pkg, currency);
}
