import type { CurrencyCode } from "./currencies";

/**
 * The price package model (docs/pricing.md, "Packages"). Types only: stored packages are checked
 * by `package-schema.ts` on the server; everything else reads these types.
 */

/** A package id as used in links and experiment instructions: `pp_4w_intro`. */
export type PricePackageId = `pp_${string}`;

export type PeriodUnit = "week" | "month";

/** How often a subscription renews: every `count` weeks or months (4 weeks = `{ unit: "week", count: 4 }`). */
export type BillingPeriod = { unit: PeriodUnit; count: number };

/** What a new subscriber gets before the regular price applies. */
export type IntroOffer =
  | { type: "none" }
  /** The intro amount is charged for each of the first `periods` billing periods. */
  | { type: "intro_price"; periods: number }
  /** Nothing is charged for `days` days; then the regular price, every period. */
  | { type: "free_trial"; days: number };

/** Minor units (integers) in one currency. `intro` is present exactly when the offer is an intro price. */
export type SubscriptionAmounts = { regular: number; intro?: number };

/** Minor units in one currency. `listPrice`, when set, is the higher price shown struck through. */
export type OneTimeAmounts = { price: number; listPrice?: number };

export type SubscriptionProduct = "meal_plan";
export type OneTimeProduct = "recipe_book" | "fasting_guide" | "workout_plan";

type PackageBase = {
  id: PricePackageId;
  /** Highlighted on the final page; at most one per shown group. */
  mostPopular: boolean;
  /** Ascending order in which packages are shown. */
  displayOrder: number;
};

export type SubscriptionPackage = PackageBase & {
  kind: "subscription";
  product: SubscriptionProduct;
  period: BillingPeriod;
  intro: IntroOffer;
  amounts: Partial<Record<CurrencyCode, SubscriptionAmounts>>;
};

/** A one-time add-on (an upsell): paid once, never renews. */
export type OneTimePackage = PackageBase & {
  kind: "one_time";
  product: OneTimeProduct;
  amounts: Partial<Record<CurrencyCode, OneTimeAmounts>>;
};

export type PricePackage = SubscriptionPackage | OneTimePackage;
