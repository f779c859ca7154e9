import { isCurrencyCode, minorUnitExponent } from "@/features/pricing/domain/currencies";

/** How the dashboard writes its figures (English: the management area is English-only). */

const whole = new Intl.NumberFormat("en");
const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return whole.format(value);
}

/** A share as a percentage, or null for "not available". */
export function formatRate(value: number | null): string | null {
  return value === null ? null : percent.format(value);
}

/** The major-unit value of minor units (cents unless the currency says otherwise). */
export function majorOf(minor: number, currency: string): number {
  return minor / 10 ** (isCurrencyCode(currency) ? minorUnitExponent(currency) : 2);
}

export function formatMoney(minor: number, currency: string): string {
  const digits = isCurrencyCode(currency) ? minorUnitExponent(currency) : 2;
  return new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(majorOf(minor, currency));
}
