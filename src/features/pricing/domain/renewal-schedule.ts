import type { CurrencyCode } from "./currencies";
import { addBillingPeriods, addDays } from "./billing-period";
import { amountsIn, introAmount } from "./package-amounts";
import type { SubscriptionPackage } from "./package";

/** When a subscription bought at `start` charges next (docs/pricing.md, "Renewals"). */
export type RenewalSchedule = {
  /** The first automatic charge after today's: its instant and its amount in minor units. */
  firstRenewal: { date: Date; amount: number };
  /** From this instant on every charge is the regular price. */
  regularPriceFrom: Date;
};

export function renewalSchedule(
  pkg: SubscriptionPackage,
  currency: CurrencyCode,
  start: Date,
): RenewalSchedule {
  const { regular } = amountsIn(pkg, currency);
  switch (pkg.intro.type) {
    case "free_trial": {
      const trialEnd = addDays(start, pkg.intro.days);
      return { firstRenewal: { date: trialEnd, amount: regular }, regularPriceFrom: trialEnd };
    }
    case "intro_price": {
      const intro = introAmount(pkg, currency) ?? regular;
      return {
        firstRenewal: {
          date: addBillingPeriods(start, pkg.period, 1),
          amount: pkg.intro.periods > 1 ? intro : regular,
        },
        regularPriceFrom: addBillingPeriods(start, pkg.period, pkg.intro.periods),
      };
    }
    case "none":
      return {
        firstRenewal: { date: addBillingPeriods(start, pkg.period, 1), amount: regular },
        regularPriceFrom: start,
      };
  }
}
