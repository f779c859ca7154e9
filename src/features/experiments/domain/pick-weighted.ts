/**
 * Rounds to nine decimals, so that decimal positions and percents meet their boundaries
 * exactly (0.35 − 0.1 is 0.2499999… in floating point; a boundary belongs to the next slot).
 */
export function roundShare(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/**
 * Index of the slot `share` (0 ≤ share < 1) falls into when the slots are laid out one after
 * another with the given weights; slots with no weight are never picked. -1 when no slot has
 * weight. `share` outside [0, 1) is clamped.
 */
export function pickWeighted(weights: readonly number[], share: number): number {
  const clean = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? weight : 0));
  const total = clean.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return -1;
  const target = roundShare(Math.min(Math.max(share, 0), 1) * total);
  let end = 0;
  let lastPositive = -1;
  for (let index = 0; index < clean.length; index++) {
    const weight = clean[index] as number;
    if (weight === 0) continue;
    lastPositive = index;
    end = roundShare(end + weight);
    if (target < end) return index;
  }
  return lastPositive;
}
