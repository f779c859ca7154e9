/** Unit conversions used by the quiz's number steps and the calculations. */

/** The unit system a number step asks in. */
export type UnitSystem = "metric" | "imperial";
export const cmPerInch = 2.54;
export const kgPerLb = 0.45359237;

export function cmFromFeetInches(feet: number, inches: number): number {
  return (feet * 12 + inches) * cmPerInch;
}

/** Whole feet and inches (inches rounded; 11.6 in rolls over to the next foot). */
export function feetInchesFromCm(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / cmPerInch);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

export function kgFromLb(lb: number): number {
  return lb * kgPerLb;
}

export function lbFromKg(kg: number): number {
  return kg / kgPerLb;
}

/** Rounds to `digits` decimals without binary noise (1.005 → 1.01 style surprises avoided). */
export function roundTo(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}
