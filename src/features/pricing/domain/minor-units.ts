import { type CurrencyCode, displayStep, minorUnitExponent } from "./currencies";
import { divideRoundToStep } from "./rounding";

/**
 * Conversion between stored minor units and decimal amounts, by string arithmetic only
 * (docs/pricing.md, "Rounding"): 999 USD cents ⇄ "9.99", 1980 JPY ⇄ "1980".
 */

/** The exact decimal text of an amount: `minorToDecimal(-5, "USD")` is "-0.05". */
export function minorToDecimal(minor: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`not a whole number of minor units: ${minor}`);
  const exponent = minorUnitExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, "0");
  const sign = minor < 0 ? "-" : "";
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

const decimalPattern = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Minor units of a decimal text such as "9.99" or "1980". Refuses more decimals than the currency
 * has ("9.999" USD, "19.8" JPY) rather than rounding a price someone typed.
 */
export function decimalToMinor(text: string, currency: CurrencyCode): number {
  const match = decimalPattern.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal amount: "${text}"`);
  const [, sign, whole = "", fraction = ""] = match;
  const exponent = minorUnitExponent(currency);
  if (fraction.length > exponent) {
    throw new RangeError(`${currency} has ${exponent} decimals: "${text}"`);
  }
  const minor = Number(`${whole}${fraction.padEnd(exponent, "0")}`);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount too large: "${text}"`);
  return sign && minor !== 0 ? -minor : minor;
}

/**
 * The amount as a JavaScript number of major units (9.99), for the ad platforms' conversion
 * values: the closest double to the exact decimal, never the result of a float division.
 */
export function minorToMajor(minor: number, currency: CurrencyCode): number {
  return Number(minorToDecimal(minor, currency));
}

/** An amount rounded half-up to the step the visitor sees (whole rupiah for IDR, unchanged elsewhere). */
export function roundToDisplay(minor: number, currency: CurrencyCode): number {
  return divideRoundToStep(minor, 1, displayStep(currency));
}
