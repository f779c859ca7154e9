/**
 * A percentage off a renewal (docs/subscription.md, "Discount"): the amount charged is the
 * renewal amount times (100 − percent) / 100, rounded half up to a whole minor unit, in integer
 * arithmetic only. Percentages are whole numbers from 1 to 100.
 */
export function discountedAmount(amountMinor: number, percentOff: number): number {
  if (!Number.isInteger(amountMinor) || amountMinor < 0) throw new RangeError("invalid amount");
  if (!Number.isInteger(percentOff) || percentOff < 1 || percentOff > 100)
    throw new RangeError("invalid percentage");
  return Math.floor((amountMinor * (100 - percentOff) + 50) / 100);
}
