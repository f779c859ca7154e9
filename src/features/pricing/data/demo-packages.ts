import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { decimalToMinor } from "@/features/pricing/domain/minor-units";
import type {
  OneTimePackage,
  PricePackage,
  SubscriptionPackage,
} from "@/features/pricing/domain/package";

/**
 * Demo price packages, seeded into the database (docs/pricing.md, "Demo packages"). Prices are
 * set per market, not converted: psychological endings (.99, .90 in Switzerland and Brazil,
 * ¥…80, ₩…900, whole amounts where cents are not used) and an intro price of about half the
 * regular one. Pairs are [intro or price, regular or list price] as decimal text.
 */
type PricePairs = Record<CurrencyCode, readonly [string, string]>;

// prettier-ignore
const oneWeek: PricePairs = {
  USD: ["6.99", "13.99"], EUR: ["6.99", "13.99"], GBP: ["5.99", "11.99"], CHF: ["6.90", "13.90"],
  CAD: ["8.99", "17.99"], AUD: ["10.99", "21.99"], MXN: ["99", "199"], BRL: ["19.90", "39.90"],
  PLN: ["24.99", "49.99"], TRY: ["149.99", "299.99"], JPY: ["980", "1980"], KRW: ["9900", "19900"],
  CNY: ["38", "78"], TWD: ["190", "390"], THB: ["199", "399"], IDR: ["49000", "99000"],
  VND: ["99000", "199000"], SAR: ["24.99", "49.99"], AED: ["24.99", "49.99"],
};

// prettier-ignore
const fourWeeks: PricePairs = {
  USD: ["19.99", "39.99"], EUR: ["19.99", "39.99"], GBP: ["16.99", "33.99"], CHF: ["19.90", "39.90"],
  CAD: ["26.99", "53.99"], AUD: ["29.99", "59.99"], MXN: ["299", "599"], BRL: ["49.90", "99.90"],
  PLN: ["69.99", "139.99"], TRY: ["399.99", "799.99"], JPY: ["2980", "5980"], KRW: ["27900", "55900"],
  CNY: ["128", "258"], TWD: ["590", "1190"], THB: ["549", "1099"], IDR: ["149000", "299000"],
  VND: ["299000", "599000"], SAR: ["74.99", "149.99"], AED: ["74.99", "149.99"],
};

// prettier-ignore
const twelveWeeks: PricePairs = {
  USD: ["34.99", "69.99"], EUR: ["34.99", "69.99"], GBP: ["29.99", "59.99"], CHF: ["34.90", "69.90"],
  CAD: ["46.99", "93.99"], AUD: ["54.99", "109.99"], MXN: ["499", "999"], BRL: ["89.90", "179.90"],
  PLN: ["119.99", "239.99"], TRY: ["699.99", "1399.99"], JPY: ["4980", "9980"], KRW: ["48900", "97900"],
  CNY: ["198", "398"], TWD: ["990", "1990"], THB: ["999", "1999"], IDR: ["249000", "499000"],
  VND: ["499000", "999000"], SAR: ["129.99", "259.99"], AED: ["129.99", "259.99"],
};

// prettier-ignore
const recipeBook: PricePairs = {
  USD: ["9.99", "19.99"], EUR: ["9.99", "19.99"], GBP: ["8.99", "17.99"], CHF: ["9.90", "19.90"],
  CAD: ["12.99", "25.99"], AUD: ["14.99", "29.99"], MXN: ["149", "299"], BRL: ["29.90", "59.90"],
  PLN: ["34.99", "69.99"], TRY: ["199.99", "399.99"], JPY: ["1480", "2980"], KRW: ["12900", "25900"],
  CNY: ["68", "138"], TWD: ["290", "590"], THB: ["299", "599"], IDR: ["79000", "159000"],
  VND: ["149000", "299000"], SAR: ["36.99", "73.99"], AED: ["36.99", "73.99"],
};

// The recipe book's downsell after "No thanks": about half its price, its list price being the
// recipe book's own price (the real reference the saving is shown against).
// prettier-ignore
const recipeBookLite: PricePairs = {
  USD: ["4.99", "9.99"], EUR: ["4.99", "9.99"], GBP: ["4.49", "8.99"], CHF: ["4.90", "9.90"],
  CAD: ["6.49", "12.99"], AUD: ["7.49", "14.99"], MXN: ["74", "149"], BRL: ["14.90", "29.90"],
  PLN: ["17.49", "34.99"], TRY: ["99.99", "199.99"], JPY: ["740", "1480"], KRW: ["6400", "12900"],
  CNY: ["34", "68"], TWD: ["145", "290"], THB: ["149", "299"], IDR: ["39000", "79000"],
  VND: ["74000", "149000"], SAR: ["18.49", "36.99"], AED: ["18.49", "36.99"],
};

// prettier-ignore
const fastingGuide: PricePairs = {
  USD: ["6.99", "13.99"], EUR: ["6.99", "13.99"], GBP: ["5.99", "11.99"], CHF: ["6.90", "13.90"],
  CAD: ["8.99", "17.99"], AUD: ["10.99", "21.99"], MXN: ["99", "199"], BRL: ["19.90", "39.90"],
  PLN: ["24.99", "49.99"], TRY: ["149.99", "299.99"], JPY: ["980", "1980"], KRW: ["9900", "19900"],
  CNY: ["48", "98"], TWD: ["190", "390"], THB: ["199", "399"], IDR: ["49000", "99000"],
  VND: ["99000", "199000"], SAR: ["24.99", "49.99"], AED: ["24.99", "49.99"],
};

// prettier-ignore
const workoutPlan: PricePairs = {
  USD: ["11.99", "23.99"], EUR: ["11.99", "23.99"], GBP: ["9.99", "19.99"], CHF: ["11.90", "23.90"],
  CAD: ["15.99", "31.99"], AUD: ["17.99", "35.99"], MXN: ["179", "359"], BRL: ["34.90", "69.90"],
  PLN: ["44.99", "89.99"], TRY: ["249.99", "499.99"], JPY: ["1780", "3580"], KRW: ["15900", "31900"],
  CNY: ["88", "178"], TWD: ["349", "699"], THB: ["399", "799"], IDR: ["99000", "199000"],
  VND: ["179000", "359000"], SAR: ["44.99", "89.99"], AED: ["44.99", "89.99"],
};

function perCurrency<T>(
  pairs: PricePairs,
  build: (first: number, second: number) => T,
): Partial<Record<CurrencyCode, T>> {
  return Object.fromEntries(
    Object.entries(pairs).map(([code, [first, second]]) => {
      const currency = code as CurrencyCode;
      return [currency, build(decimalToMinor(first, currency), decimalToMinor(second, currency))];
    }),
  );
}

const introPrice = (pairs: PricePairs) =>
  perCurrency(pairs, (intro, regular) => ({ intro, regular }));
const regularOnly = (pairs: PricePairs) => perCurrency(pairs, (_intro, regular) => ({ regular }));
const discounted = (pairs: PricePairs) =>
  perCurrency(pairs, (price, listPrice) => ({ price, listPrice }));

export const demoSubscriptionPackages: SubscriptionPackage[] = [
  {
    id: "pp_1w_intro",
    kind: "subscription",
    product: "meal_plan",
    period: { unit: "week", count: 1 },
    intro: { type: "intro_price", periods: 1 },
    amounts: introPrice(oneWeek),
    mostPopular: false,
    displayOrder: 1,
  },
  {
    id: "pp_4w_intro",
    kind: "subscription",
    product: "meal_plan",
    period: { unit: "week", count: 4 },
    intro: { type: "intro_price", periods: 1 },
    amounts: introPrice(fourWeeks),
    mostPopular: true,
    displayOrder: 2,
  },
  {
    id: "pp_12w_intro",
    kind: "subscription",
    product: "meal_plan",
    period: { unit: "week", count: 12 },
    intro: { type: "intro_price", periods: 1 },
    amounts: introPrice(twelveWeeks),
    mostPopular: false,
    displayOrder: 3,
  },
  {
    // For a free-trial variant of the final page: nothing today, then the 4-week price.
    id: "pp_4w_free_trial",
    kind: "subscription",
    product: "meal_plan",
    period: { unit: "week", count: 4 },
    intro: { type: "free_trial", days: 7 },
    amounts: regularOnly(fourWeeks),
    mostPopular: false,
    displayOrder: 4,
  },
  // The same plans at the regular price from the first day: what a discount page offers once
  // its countdown has ended (docs/final-page.md, "Timer").
  ...([
    ["pp_1w_regular", 1, oneWeek],
    ["pp_4w_regular", 4, fourWeeks],
    ["pp_12w_regular", 12, twelveWeeks],
  ] as const).map(
    ([id, weeks, pairs], index): SubscriptionPackage => ({
      id,
      kind: "subscription",
      product: "meal_plan",
      period: { unit: "week", count: weeks },
      intro: { type: "none" },
      amounts: regularOnly(pairs),
      mostPopular: weeks === 4,
      displayOrder: 5 + index,
    }),
  ),
];

export const demoOneTimePackages: OneTimePackage[] = [
  {
    id: "pp_otp_recipe_book",
    kind: "one_time",
    product: "recipe_book",
    amounts: discounted(recipeBook),
    mostPopular: false,
    displayOrder: 1,
  },
  {
    id: "pp_otp_fasting_guide",
    kind: "one_time",
    product: "fasting_guide",
    amounts: discounted(fastingGuide),
    mostPopular: false,
    displayOrder: 2,
  },
  {
    id: "pp_otp_workout_plan",
    kind: "one_time",
    product: "workout_plan",
    amounts: discounted(workoutPlan),
    mostPopular: false,
    displayOrder: 3,
  },
];

/** Cheaper versions offered after "No thanks" on an add-on (docs/upsell.md, "Downsells"). */
export const demoDownsellPackages: OneTimePackage[] = [
  {
    // The recipe book at a lower price: the demo funnels' downsell after "No thanks" on it.
    id: "pp_otp_recipe_book_lite",
    kind: "one_time",
    product: "recipe_book",
    amounts: discounted(recipeBookLite),
    mostPopular: false,
    displayOrder: 4,
  },
];

export const demoPricePackages: PricePackage[] = [
  ...demoSubscriptionPackages,
  ...demoOneTimePackages,
  ...demoDownsellPackages,
];
