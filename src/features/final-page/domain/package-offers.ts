import { chooseCurrency } from "@/features/pricing/domain/country-currency";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { BillingPeriod, SubscriptionPackage } from "@/features/pricing/domain/package";
import {
  amountDueToday,
  introPricePerDay,
  pricePerDay,
  regularPricePerDay,
} from "@/features/pricing/domain/price-figures";
import { amountsIn } from "@/features/pricing/domain/package-amounts";
import { referencePrice, type SoldPrice } from "@/features/pricing/domain/reference-price";
import type { PackageSet } from "./package-set";
import { planSavings, type PlanSaving } from "./plan-saving";

/** One package as the picker shows it; amounts in minor units of `currency`. */
export type PackageOffer = {
  id: string;
  period: BillingPeriod;
  mostPopular: boolean;
  /** What checkout charges today (0 in a free trial). */
  dueToday: number;
  /** Per day now: the intro price's, else the regular price's. */
  perDay: number;
  regularPerDay: number;
  regularPrice: number;
  /**
   * The lowest price this package sold at in this currency over the last 30 days, when it is
   * above today's price (docs/pricing.md, "Honest urgency and reference prices"); else null.
   */
  referencePrice: number | null;
  /** That reference price per day, shown struck through; null with no reference price. */
  referencePerDay: number | null;
  /** "Save N% vs the 1-week plan": discount sets only, against the page's dearest plan per day. */
  saving: PlanSaving | null;
  trialDays: number | null;
};

export type PackageOffers = {
  currency: CurrencyCode;
  discount: boolean;
  offers: PackageOffer[];
  /** Selected before the visitor chooses: the most popular package, else the first. */
  defaultSelectedId: string;
};

/**
 * The packages of a set as the page shows them (docs/final-page.md, "Packages"): in the set's
 * order, subscriptions only, those that are stored and active; priced in one currency for the
 * visitor's country, with a reference price only where recorded sales give one. Null when
 * nothing can be shown.
 */
export function packageOffers(input: {
  set: PackageSet;
  /** Stored, active packages (any order; others are ignored). */
  packages: readonly SubscriptionPackage[];
  country: string;
  /** Recorded sales of these packages (any currency; the rule keeps the last 30 days). */
  sales: readonly SoldPrice[];
  now: number;
}): PackageOffers | null {
  const byId = new Map(input.packages.map((pkg) => [pkg.id as string, pkg]));
  const shown = input.set.packageIds.flatMap((id) => {
    const pkg = byId.get(id);
    return pkg ? [pkg] : [];
  });
  const currency = chooseCurrency(input.country, shown);
  const first = shown[0];
  if (!currency || !first) return null;
  const savings = input.set.discount
    ? planSavings(
        shown.map((pkg) => ({
          id: pkg.id,
          dueToday: amountDueToday(pkg, currency),
          period: pkg.period,
          freeTrial: pkg.intro.type === "free_trial",
        })),
      )
    : {};
  const offers = shown.map((pkg): PackageOffer => {
    const regularPerDay = regularPricePerDay(pkg, currency);
    const dueToday = amountDueToday(pkg, currency);
    const reference = referencePrice(input.sales, {
      packageId: pkg.id,
      currency,
      now: input.now,
      currentMinor: dueToday,
    });
    return {
      id: pkg.id,
      period: pkg.period,
      mostPopular: pkg.mostPopular,
      dueToday,
      perDay: introPricePerDay(pkg, currency) ?? regularPerDay,
      regularPerDay,
      regularPrice: amountsIn(pkg, currency).regular,
      referencePrice: reference,
      referencePerDay: reference === null ? null : pricePerDay(reference, pkg.period, currency),
      saving: savings[pkg.id] ?? null,
      trialDays: pkg.intro.type === "free_trial" ? pkg.intro.days : null,
    };
  });
  const popular = offers.find((offer) => offer.mostPopular);
  return {
    currency,
    discount: input.set.discount,
    offers,
    defaultSelectedId: (popular ?? offers[0] ?? { id: first.id }).id,
  };
}
