import type { PricePackage } from "@/features/pricing/domain/package";
import { pricePackageSchema } from "@/features/pricing/domain/package-schema";

/**
 * How a price package is laid out in the `price_packages` table (docs/billing.md, "Price
 * packages"): a subscription's period and intro offer in their own columns, amounts as one
 * `{ currency: minor units }` object per kind of amount.
 */
export type AmountsByCurrency = Record<string, number>;

export type PricePackageColumns = {
  id: string;
  kind: "subscription" | "one_time";
  product: string;
  periodUnit: "week" | "month" | null;
  periodCount: number | null;
  introKind: "none" | "intro_price" | "free_trial" | null;
  introPeriods: number | null;
  trialDays: number | null;
  introAmounts: AmountsByCurrency | null;
  /** A subscription's regular price; a one-time package's price. */
  regularAmounts: AmountsByCurrency;
  /** A one-time package's struck-through list price. */
  listAmounts: AmountsByCurrency | null;
  mostPopular: boolean;
  position: number;
};

/** One amount per currency out of the model's per-currency objects; null when none has it. */
function column<T>(
  amounts: Partial<Record<string, T>>,
  pick: (amounts: T) => number | undefined,
): AmountsByCurrency | null {
  const entries = Object.entries(amounts).flatMap(([currency, value]) => {
    const amount = value === undefined ? undefined : pick(value);
    return amount === undefined ? [] : [[currency, amount] as const];
  });
  return entries.length ? Object.fromEntries(entries) : null;
}

export function pricePackageToColumns(pkg: PricePackage): PricePackageColumns {
  const none = {
    periodUnit: null,
    periodCount: null,
    introKind: null,
    introPeriods: null,
    trialDays: null,
    introAmounts: null,
    listAmounts: null,
  };
  const common = {
    ...none,
    id: pkg.id,
    product: pkg.product,
    mostPopular: pkg.mostPopular,
    position: pkg.displayOrder,
  };
  if (pkg.kind === "one_time")
    return {
      ...common,
      kind: "one_time",
      regularAmounts: column(pkg.amounts, (a) => a.price) ?? {},
      listAmounts: column(pkg.amounts, (a) => a.listPrice),
    };
  return {
    ...common,
    kind: "subscription",
    periodUnit: pkg.period.unit,
    periodCount: pkg.period.count,
    introKind: pkg.intro.type,
    introPeriods: pkg.intro.type === "intro_price" ? pkg.intro.periods : null,
    trialDays: pkg.intro.type === "free_trial" ? pkg.intro.days : null,
    introAmounts: column(pkg.amounts, (a) => a.intro),
    regularAmounts: column(pkg.amounts, (a) => a.regular) ?? {},
  };
}

/** The package stored in these columns, checked by the pricing schema; null when they hold no valid package. */
export function pricePackageFromColumns(row: PricePackageColumns): PricePackage | null {
  const common = {
    id: row.id,
    product: row.product,
    mostPopular: row.mostPopular,
    displayOrder: row.position,
  };
  const amounts = (build: (currency: string, amount: number) => object) =>
    Object.fromEntries(
      Object.entries(row.regularAmounts).map(([currency, amount]) => [
        currency,
        build(currency, amount),
      ]),
    );
  const intro =
    row.introKind === "intro_price"
      ? { type: row.introKind, periods: row.introPeriods }
      : row.introKind === "free_trial"
        ? { type: row.introKind, days: row.trialDays }
        : { type: row.introKind };
  const candidate =
    row.kind === "one_time"
      ? {
          ...common,
          kind: row.kind,
          amounts: amounts((c, price) => ({
            price,
            ...(row.listAmounts?.[c] !== undefined && { listPrice: row.listAmounts[c] }),
          })),
        }
      : {
          ...common,
          kind: row.kind,
          period: { unit: row.periodUnit, count: row.periodCount },
          intro,
          amounts: amounts((c, regular) => ({
            regular,
            ...(row.introAmounts?.[c] !== undefined && { intro: row.introAmounts[c] }),
          })),
        };
  const parsed = pricePackageSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
