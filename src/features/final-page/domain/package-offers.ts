import { chooseCurrency } from "@/features/pricing/domain/country-currency";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import {
  amountDueToday,
  introPricePerDay,
  regularPricePerDay,
  savingPercent,
} from "@/features/pricing/domain/price-figures";
import { amountsIn } from "@/features/pricing/domain/package-amounts";
import type { PackageSet } from "./package-set";

/** One package as the picker shows it; amounts in minor units of `currency`. */
export type PackageOffer = {
  id: string;
  mostPopular: boolean;
  /** What checkout charges today (0 in a free trial). */
  dueToday: number;
  /** Per day now: the intro price's, else the regular price's. */
  perDay: number;
  /** The regular price per day, shown struck through in a discount set. */
  regularPerDay: number;
  regularPrice: number;
  /** "Save N%": only in a discount set and only when the intro price is lower. */
  savingPercent: number | null;
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
 * visitor's country. Null when nothing can be shown.
 */
export function packageOffers(input: {
  set: PackageSet;
  /** Stored, active packages (any order; others are ignored). */
  packages: readonly SubscriptionPackage[];
  country: string;
}): PackageOffers | null {
  const byId = new Map(input.packages.map((pkg) => [pkg.id as string, pkg]));
  const shown = input.set.packageIds.flatMap((id) => {
    const pkg = byId.get(id);
    return pkg ? [pkg] : [];
  });
  const currency = chooseCurrency(input.country, shown);
  const first = shown[0];
  if (!currency || !first) return null;
  const offers = shown.map((pkg): PackageOffer => {
    const regularPerDay = regularPricePerDay(pkg, currency);
    return {
      id: pkg.id,
      mostPopular: pkg.mostPopular,
      dueToday: amountDueToday(pkg, currency),
      perDay: introPricePerDay(pkg, currency) ?? regularPerDay,
      regularPerDay,
      regularPrice: amountsIn(pkg, currency).regular,
      savingPercent: input.set.discount ? savingPercent(pkg, currency) : null,
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
