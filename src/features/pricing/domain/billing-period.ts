import type { BillingPeriod } from "./package";

/**
 * Lengths and calendar arithmetic of billing periods (docs/pricing.md, "Periods").
 * All dates are instants; calendar fields are read and written in UTC.
 */

const dayMs = 86_400_000;

/**
 * A period's length in days as an exact fraction: 4 weeks = 28/1; a month is the average
 * Gregorian month, 365.25 / 12 = 1461/48 days, so a 1-month plan is not cheaper per day in
 * February than in March.
 */
export function periodDays(period: BillingPeriod): { numerator: number; denominator: number } {
  return period.unit === "week"
    ? { numerator: 7 * period.count, denominator: 1 }
    : { numerator: 1461 * period.count, denominator: 48 };
}

export function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * dayMs);
}

/**
 * The instant `times` periods after `start`. Months are counted from the start each time and a
 * day the month lacks becomes its last day: from 31 January, one month is 28 (or 29) February and
 * two months are 31 March — the renewal day never drifts.
 */
export function addBillingPeriods(start: Date, period: BillingPeriod, times: number): Date {
  if (period.unit === "week") return addDays(start, 7 * period.count * times);
  const months = start.getUTCMonth() + period.count * times;
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(start.getTime());
  result.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return result;
}
