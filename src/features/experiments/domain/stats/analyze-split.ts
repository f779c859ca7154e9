import type { MeanComparison } from "./compare-means";
import { compareProportions, rateOf, type ProportionComparison } from "./compare-proportions";
import { conversionResult, revenueResult, type MetricDecision } from "./metric-results";
import { sampleRatio, type SampleRatio } from "./sample-ratio";
import { splitAnalysisInputSchema, type SplitAnalysisInput } from "./split-analysis-input";
import { pooledRevenueCap, revenueMoments } from "./winsorize-revenue";

/**
 * Results per group of one split, by intention to treat, and each variant's comparison with the
 * control (docs/experiments-stats.md). Throws a ZodError on invalid input: callers validate at
 * their boundary with `splitAnalysisInputSchema.safeParse` first.
 */
export type GroupSummary = {
  name: string;
  percent: number;
  expectedShare: number;
  observedShare: number;
  visitors: number;
  conversions: number;
  conversionRate: number;
  /** Mean net revenue per visitor after winsorising (when it applies). */
  revenuePerVisitor: number;
  /** The same without winsorising. */
  revenuePerVisitorUncapped: number;
  upsellTakes: number;
  upsellTakeRate: number | null;
  refunds: number;
  refundRate: number | null;
};

export type VariantComparison = {
  name: string;
  index: number;
  conversion: ProportionComparison & MetricDecision;
  revenuePerVisitor: MeanComparison & MetricDecision;
  /** Upsell takers per buyer. */
  upsellTakeRate: ProportionComparison;
  /** Refunded buyers per buyer. */
  refundRate: ProportionComparison;
};

export type SplitAnalysis = {
  controlIndex: number;
  groups: GroupSummary[];
  comparisons: VariantComparison[];
  sampleRatio: SampleRatio;
  /** The winsorising cap of revenue per visitor, or null when the revenue came as sums. */
  revenueCap: number | null;
  /** Days until every running variant's conversion test reaches its planned sample; null if unknown. */
  daysLeft: number | null;
};

export function analyzeSplit(raw: SplitAnalysisInput): SplitAnalysis {
  const input = splitAnalysisInputSchema.parse(raw);
  const { groups, controlIndex } = input;
  const totalVisitors = groups.reduce((sum, g) => sum + g.visitors, 0);
  const srm = sampleRatio(groups);
  const cap = pooledRevenueCap(groups);
  const moments = groups.map((g) => revenueMoments(g, cap));
  const uncapped = groups.map((g) => revenueMoments(g, null));
  const purchases = groups.map((g) => ({ successes: g.conversions, trials: g.visitors }));
  const control = groups[controlIndex]!;
  const baseline = input.baselineConversionRate ?? rateOf(purchases[controlIndex]!);
  const settings = {
    minimumEffect: input.minimumEffect,
    daysRunning: input.daysRunning,
    sampleRatioMismatch: srm.warning,
  };

  const summaries = groups.map((g, i): GroupSummary => ({
    name: g.name,
    percent: g.percent,
    expectedShare: srm.expectedShares[i]!,
    observedShare: totalVisitors === 0 ? 0 : g.visitors / totalVisitors,
    visitors: g.visitors,
    conversions: g.conversions,
    conversionRate: rateOf(purchases[i]!),
    revenuePerVisitor: moments[i]!.mean,
    revenuePerVisitorUncapped: uncapped[i]!.mean,
    upsellTakes: g.upsellTakes,
    upsellTakeRate: g.conversions === 0 ? null : g.upsellTakes / g.conversions,
    refunds: g.refunds,
    refundRate: g.conversions === 0 ? null : g.refunds / g.conversions,
  }));

  const comparisons = groups.flatMap((g, i): VariantComparison[] =>
    i === controlIndex
      ? []
      : [
          {
            name: g.name,
            index: i,
            conversion: conversionResult(
              purchases[controlIndex]!,
              purchases[i]!,
              baseline,
              settings,
            ),
            revenuePerVisitor: revenueResult(moments[controlIndex]!, moments[i]!, settings),
            upsellTakeRate: compareProportions(
              { successes: control.upsellTakes, trials: control.conversions },
              { successes: g.upsellTakes, trials: g.conversions },
            ),
            refundRate: compareProportions(
              { successes: control.refunds, trials: control.conversions },
              { successes: g.refunds, trials: g.conversions },
            ),
          },
        ],
  );

  // Groups configured at 0 % get no more traffic, so they do not hold the split open.
  const days = comparisons
    .filter((c) => groups[c.index]!.percent > 0)
    .map((c) => c.conversion.daysLeft);
  return {
    controlIndex,
    groups: summaries,
    comparisons,
    sampleRatio: srm,
    revenueCap: cap,
    daysLeft: days.some((d) => d === null) ? null : Math.max(0, ...(days as number[])),
  };
}
