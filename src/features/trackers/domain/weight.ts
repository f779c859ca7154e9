import { addCalendarDays, daysBetween } from "./local-day";

/** Weight log rules (docs/trackers.md, "Weight"). */
export type WeightEntry = { date: string; kg: number };
export type WeightUnits = "metric" | "imperial";

export const kgPerLb = 0.45359237;
/** The weights the log accepts, in kg. */
export const weightRangeKg = { min: 20, max: 350 } as const;
/** A projection further out than this is not drawn. */
export const maxProjectionDays = 730;

/**
 * Kilograms to the gram, as stored: fine enough that a weight typed in pounds reads back as
 * typed (81.5 lb → 36.967 kg → 81.5 lb; a tenth of a kilogram would show 81.6).
 */
export function roundKg(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}

/** A weight in the person's units, to one decimal: kg, or lb. */
export function weightInUnits(kg: number, units: WeightUnits): number {
  return Math.round((units === "metric" ? kg : kg / kgPerLb) * 10) / 10;
}

/** What was typed (in kg or lb) as kg to the gram; null when not a number or out of range. */
export function parseWeightInput(text: string, units: WeightUnits): number | null {
  const value = Number(text.trim().replace(",", "."));
  if (!text.trim() || !Number.isFinite(value)) return null;
  const kg = roundKg(units === "metric" ? value : value * kgPerLb);
  return kg >= weightRangeKg.min && kg <= weightRangeKg.max ? kg : null;
}

/** Entries by date, one per day (the last given for a day wins). */
export function sortEntries(entries: readonly WeightEntry[]): WeightEntry[] {
  const byDay = new Map<string, number>();
  for (const entry of entries) byDay.set(entry.date, entry.kg);
  return [...byDay].map(([date, kg]) => ({ date, kg })).sort((a, b) => (a.date < b.date ? -1 : 1));
}

/**
 * The projected line from the last entry to the goal: to `goalDate` when the plan gives one,
 * else at the pace of the whole log (first to last entry) when that pace heads to the goal.
 * Null when there is no entry, the goal is reached, or the goal is further than two years.
 */
export function projectToGoal(
  entries: readonly WeightEntry[],
  goalKg: number,
  goalDate?: string,
): { from: WeightEntry; to: WeightEntry } | null {
  const sorted = sortEntries(entries);
  const last = sorted.at(-1);
  if (!last || Math.abs(last.kg - goalKg) < 0.05) return null;
  if (goalDate) {
    const days = daysBetween(last.date, goalDate);
    return days > 0 && days <= maxProjectionDays ? { from: last, to: { date: goalDate, kg: goalKg } } : null;
  }
  const first = sorted[0]!;
  const span = daysBetween(first.date, last.date);
  if (span <= 0) return null;
  const perDay = (last.kg - first.kg) / span;
  const remaining = goalKg - last.kg;
  if (perDay === 0 || Math.sign(perDay) !== Math.sign(remaining)) return null;
  const days = Math.ceil(remaining / perDay);
  if (days > maxProjectionDays) return null;
  return { from: last, to: { date: addCalendarDays(last.date, days), kg: goalKg } };
}

export type WeightChartPoint = { date: string; weight?: number; projected?: number };

/** The chart's rows in the person's units: logged weights, then the projection's end. */
export function weightChartPoints(
  entries: readonly WeightEntry[],
  goalKg: number,
  units: WeightUnits,
  goalDate?: string,
): WeightChartPoint[] {
  const rows: WeightChartPoint[] = sortEntries(entries).map((e) => ({ date: e.date, weight: weightInUnits(e.kg, units) }));
  const projection = projectToGoal(entries, goalKg, goalDate);
  if (projection) {
    rows[rows.length - 1]!.projected = weightInUnits(projection.from.kg, units);
    rows.push({ date: projection.to.date, projected: weightInUnits(projection.to.kg, units) });
  }
  return rows;
}
