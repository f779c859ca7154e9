import { WINSORIZE_QUANTILE } from "./constants";
import type { RevenueInput } from "./split-analysis-input";

/**
 * Revenue per visitor, winsorised: when every group lists its values, values above the 99th
 * percentile of the pooled revenue of the visitors who have any (all groups together; linear
 * interpolation between order statistics) are set to it. Zeros are left out of the percentile,
 * else a conversion rate under 1 % would cap everything to 0. Groups given as sums cannot be
 * winsorised, so then no group is (docs/experiments-stats.md "Winsorising").
 */
export type RevenueGroup = { visitors: number; revenue: RevenueInput };
export type Moments = { n: number; mean: number; variance: number | null };

/** The pooled cap; `null` when some group is given as sums or no visitor has revenue. */
export function pooledRevenueCap(groups: RevenueGroup[]): number | null {
  const pooled: number[] = [];
  for (const group of groups) {
    if (!("values" in group.revenue)) return null;
    for (const value of group.revenue.values) if (value !== 0) pooled.push(value);
  }
  if (pooled.length === 0) return null;
  pooled.sort((a, b) => a - b);
  const h = (pooled.length - 1) * WINSORIZE_QUANTILE;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, pooled.length - 1);
  return pooled[lo]! + (h - lo) * (pooled[hi]! - pooled[lo]!);
}

/** Mean and sample variance (n − 1) of a group's revenue per visitor, capped at `cap` if given. */
export function revenueMoments(group: RevenueGroup, cap: number | null): Moments {
  const n = group.visitors;
  let sum: number;
  let sumOfSquares: number;
  if ("values" in group.revenue) {
    const clip = (v: number) => (cap === null ? v : Math.min(v, cap));
    const zero = clip(0);
    const unlisted = n - group.revenue.values.length;
    sum = unlisted * zero;
    sumOfSquares = unlisted * zero * zero;
    for (const value of group.revenue.values) {
      const v = clip(value);
      sum += v;
      sumOfSquares += v * v;
    }
  } else {
    sum = group.revenue.sum;
    sumOfSquares = group.revenue.sumOfSquares;
  }
  if (n === 0) return { n, mean: 0, variance: null };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1)) : null;
  return { n, mean, variance };
}
