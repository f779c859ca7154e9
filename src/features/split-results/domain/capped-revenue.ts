import { WINSORIZE_QUANTILE } from "@/features/experiments/domain/stats/constants";

/**
 * The winsorised revenue sums of a split without reading every visitor (docs/split-results.md,
 * "Revenue"): the pooled 99th percentile of the non-zero net revenues (type 7, as
 * docs/experiments-stats.md "Winsorising" defines it) only needs the top of the sorted list, so
 * the caller reads the `tailSize(N)` largest values; values above the cap are then taken out of
 * each group's sums and the cap put in their place. Equal to listing every value.
 */
export type GroupSums = { key: string; sum: number; sumOfSquares: number };
export type TailValue = { key: string; value: number };

/** How many of the largest non-zero values the cap needs, out of `count` non-zero values. */
export function tailSize(count: number): number {
  if (count <= 0) return 0;
  const lo = Math.floor((count - 1) * WINSORIZE_QUANTILE);
  return count - lo;
}

/** The cap from the largest values, largest first (`tailSize(count)` of them). */
export function capFromTail(count: number, tailDescending: readonly number[]): number | null {
  if (count <= 0) return null;
  const h = (count - 1) * WINSORIZE_QUANTILE;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, count - 1);
  const at = (index: number) => {
    const value = tailDescending[count - 1 - index];
    if (value === undefined) throw new RangeError("the tail is shorter than the cap needs");
    return value;
  };
  return at(lo) + (h - lo) * (at(hi) - at(lo));
}

/** Each group's sums with every value above the cap replaced by the cap. */
export function cappedSums(groups: readonly GroupSums[], tail: readonly TailValue[], cap: number | null): GroupSums[] {
  if (cap === null) return groups.map((g) => ({ ...g }));
  const out = new Map(groups.map((g) => [g.key, { ...g }]));
  for (const { key, value } of tail) {
    if (value <= cap) continue;
    const group = out.get(key);
    if (!group) continue;
    group.sum -= value - cap;
    group.sumOfSquares -= value * value - cap * cap;
  }
  return groups.map((g) => out.get(g.key)!);
}
