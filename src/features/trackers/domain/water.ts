/** Water log rules (docs/trackers.md, "Water"). */

/** One glass, what the + and − buttons add or take away. */
export const glassMl = 250;
/** No day holds more than this; a larger total is refused. */
export const maxDailyWaterMl = 10_000;

/** The day's total after a change: never below zero, never above the daily maximum. */
export function nextWaterTotal(totalMl: number, deltaMl: number): number {
  return Math.min(maxDailyWaterMl, Math.max(0, totalMl + deltaMl));
}

/** Share of the target drunk, 0 to 1 (a target of 0 counts as reached). */
export function waterProgress(totalMl: number, targetMl: number): number {
  if (targetMl <= 0) return 1;
  return Math.min(1, Math.max(0, totalMl / targetMl));
}
