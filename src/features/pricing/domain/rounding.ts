/**
 * Integer arithmetic for money: amounts are whole minor units and every division rounds once,
 * half away from zero ("half-up" for the positive amounts of prices), so no floating-point
 * error ever reaches a price (docs/pricing.md, "Rounding").
 */

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/** numerator / denominator rounded half away from zero; the denominator must be positive. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, "numerator");
  assertSafeInteger(denominator, "denominator");
  if (denominator <= 0) throw new RangeError("denominator must be positive");
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/** numerator / denominator rounded half-up to a multiple of `step` (e.g. whole rupiah = 100 sen). */
export function divideRoundToStep(numerator: number, denominator: number, step: number): number {
  assertSafeInteger(step, "step");
  if (step <= 0) throw new RangeError("step must be positive");
  return divideRoundHalfUp(numerator, denominator * step) * step;
}
