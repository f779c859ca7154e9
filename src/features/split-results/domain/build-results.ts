import { analyzeSplit, type SplitAnalysis } from "@/features/experiments/domain/stats/analyze-split";
import { splitAnalysisInputSchema } from "@/features/experiments/domain/stats/split-analysis-input";
import { capFromTail, cappedSums, type TailValue } from "./capped-revenue";
import type { SHOP_CURRENCY } from "./shop-currency";
import type { ConfiguredGroup, ConfiguredSplit } from "./split-groups";

/**
 * The results page's figures from the stored sums (docs/split-results.md): totals per group,
 * the statistics of docs/experiments-stats.md on them, and the cumulative daily series.
 * Money arrives in minor units and leaves in major units of the shop currency.
 */
export type DailySums = {
  groupKey: string;
  day: string;
  visitors: number;
  buyers: number;
  upsellTakers: number;
  refundedBuyers: number;
  otherCurrencyBuyers: number;
  revenueVisitors: number;
  netSum: number;
  netSumOfSquares: number;
};

export type GroupTotals = Omit<DailySums, "day">;

export type SeriesPoint = { day: string } & Record<string, number | string | null>;

export type SplitResults = {
  groups: Array<ConfiguredGroup & { totals: GroupTotals; revenuePerVisitorUncapped: number }>;
  /** Null when there is nothing to compare (fewer than two groups). */
  analysis: SplitAnalysis | null;
  /** Winsorising cap in major units, null when no visitor has revenue. */
  revenueCap: number | null;
  totalVisitors: number;
  firstDay: string | null;
  daysRunning: number;
  minimumEffect: number;
  /** Conversion and net revenue per visitor, cumulative to each day, per group key. */
  conversionSeries: SeriesPoint[];
  revenueSeries: SeriesPoint[];
};

/** What the results page shows: the figures, the split as configured, the settings. */
export type SplitResultsView = SplitResults & {
  split: ConfiguredSplit;
  currency: typeof SHOP_CURRENCY;
  settingsVersion: number;
  refreshedAt: Date | null;
};

export const DEFAULT_MINIMUM_EFFECT = 0.05;
const dayMs = 86_400_000;

export function sumTotals(key: string, rows: readonly DailySums[]): GroupTotals {
  const totals: GroupTotals = {
    groupKey: key,
    visitors: 0,
    buyers: 0,
    upsellTakers: 0,
    refundedBuyers: 0,
    otherCurrencyBuyers: 0,
    revenueVisitors: 0,
    netSum: 0,
    netSumOfSquares: 0,
  };
  for (const row of rows) {
    if (row.groupKey !== key) continue;
    totals.visitors += row.visitors;
    totals.buyers += row.buyers;
    totals.upsellTakers += row.upsellTakers;
    totals.refundedBuyers += row.refundedBuyers;
    totals.otherCurrencyBuyers += row.otherCurrencyBuyers;
    totals.revenueVisitors += row.revenueVisitors;
    totals.netSum += row.netSum;
    totals.netSumOfSquares += row.netSumOfSquares;
  }
  return totals;
}

export function buildResults(input: {
  groups: readonly ConfiguredGroup[];
  daily: readonly DailySums[];
  /** The largest non-zero net revenues of the split (minor units), largest first. */
  tail: readonly TailValue[];
  minimumEffect: number;
  /** 10^(decimals of the shop currency): minor units per major unit. */
  minorPerMajor: number;
  now: Date;
}): SplitResults {
  const { groups, daily, minorPerMajor } = input;
  const totals = groups.map((g) => sumTotals(g.key, daily));
  const totalVisitors = totals.reduce((s, t) => s + t.visitors, 0);
  const revenueCount = totals.reduce((s, t) => s + t.revenueVisitors, 0);
  const capMinor = capFromTail(revenueCount, input.tail.map((t) => t.value));
  const capped = cappedSums(
    totals.map((t) => ({ key: t.groupKey, sum: t.netSum, sumOfSquares: t.netSumOfSquares })),
    input.tail,
    capMinor,
  );
  const exposedDays = daily.filter((d) => d.visitors > 0).map((d) => d.day).sort();
  const firstDay = exposedDays[0] ?? null;
  const daysRunning = firstDay === null ? 0 : Math.max(0, (input.now.getTime() - Date.parse(`${firstDay}T00:00:00Z`)) / dayMs);

  const parsed = splitAnalysisInputSchema.safeParse({
    groups: groups.map((g, i) => ({
      name: g.label,
      percent: g.percent,
      visitors: totals[i]!.visitors,
      conversions: Math.min(totals[i]!.buyers, totals[i]!.visitors),
      revenue: {
        sum: capped[i]!.sum / minorPerMajor,
        sumOfSquares: Math.max(0, capped[i]!.sumOfSquares) / (minorPerMajor * minorPerMajor),
      },
      upsellTakes: Math.min(totals[i]!.upsellTakers, totals[i]!.buyers, totals[i]!.visitors),
      refunds: Math.min(totals[i]!.refundedBuyers, totals[i]!.buyers, totals[i]!.visitors),
    })),
    controlIndex: 0,
    daysRunning,
    minimumEffect: input.minimumEffect,
  });
  const analysis = parsed.success ? analyzeSplit(parsed.data) : null;

  return {
    groups: groups.map((g, i) => ({
      ...g,
      totals: totals[i]!,
      revenuePerVisitorUncapped: totals[i]!.visitors === 0 ? 0 : totals[i]!.netSum / minorPerMajor / totals[i]!.visitors,
    })),
    analysis,
    revenueCap: capMinor === null ? null : capMinor / minorPerMajor,
    totalVisitors,
    firstDay,
    daysRunning,
    minimumEffect: input.minimumEffect,
    ...cumulativeSeries(groups, daily, minorPerMajor),
  };
}

/** Cumulative conversion and net revenue per visitor for each day from the first to the last. */
export function cumulativeSeries(groups: readonly ConfiguredGroup[], daily: readonly DailySums[], minorPerMajor: number) {
  const days = [...new Set(daily.map((d) => d.day))].sort();
  const conversionSeries: SeriesPoint[] = [];
  const revenueSeries: SeriesPoint[] = [];
  if (days.length === 0) return { conversionSeries, revenueSeries };
  const byDay = new Map<string, DailySums[]>();
  for (const row of daily) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  const running = new Map(groups.map((g) => [g.key, { visitors: 0, buyers: 0, net: 0 }]));
  const last = Date.parse(`${days.at(-1)}T00:00:00Z`);
  for (let t = Date.parse(`${days[0]}T00:00:00Z`); t <= last; t += dayMs) {
    const day = new Date(t).toISOString().slice(0, 10);
    for (const row of byDay.get(day) ?? []) {
      const sums = running.get(row.groupKey);
      if (!sums) continue;
      sums.visitors += row.visitors;
      sums.buyers += row.buyers;
      sums.net += row.netSum;
    }
    const conversion: SeriesPoint = { day };
    const revenue: SeriesPoint = { day };
    for (const g of groups) {
      const sums = running.get(g.key)!;
      conversion[g.key] = sums.visitors === 0 ? null : sums.buyers / sums.visitors;
      revenue[g.key] = sums.visitors === 0 ? null : sums.net / minorPerMajor / sums.visitors;
    }
    conversionSeries.push(conversion);
    revenueSeries.push(revenue);
  }
  return { conversionSeries, revenueSeries };
}
