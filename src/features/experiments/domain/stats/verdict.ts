import type { Interval } from "./sequential-interval";

/**
 * The verdict of one metric for one variant (docs/experiments-stats.md "Verdicts"):
 * - `sample_ratio_mismatch`: the split's traffic does not match its percents; nothing is trusted;
 * - `better` / `worse`: the always-valid interval excludes 0 (safe at any look), or the planned
 *   sample is reached and the fixed 95 % interval excludes 0;
 * - `not_enough_data`: neither, and a group is below the planned sample (or no plan exists yet);
 * - `no_difference`: the planned sample is reached and the 95 % interval contains 0.
 */
export type Verdict =
  "sample_ratio_mismatch" | "better" | "worse" | "not_enough_data" | "no_difference";

export function decideVerdict(input: {
  sampleRatioMismatch: boolean;
  sequential: Interval | null;
  fixed: { low: number | null; high: number | null };
  planned: number | null;
  visitors: number[];
}): Verdict {
  if (input.sampleRatioMismatch) return "sample_ratio_mismatch";
  const excludesZero = (low: number | null, high: number | null): Verdict | null =>
    low !== null && low > 0 ? "better" : high !== null && high < 0 ? "worse" : null;
  const anytime = input.sequential
    ? excludesZero(input.sequential.low, input.sequential.high)
    : null;
  if (anytime) return anytime;
  const { planned } = input;
  if (planned === null || input.visitors.some((v) => v < planned)) return "not_enough_data";
  return excludesZero(input.fixed.low, input.fixed.high) ?? "no_difference";
}
