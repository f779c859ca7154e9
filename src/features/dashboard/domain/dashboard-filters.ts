import { z } from "zod";

/** Longest range one dashboard request may cover, in days. */
export const maxRangeDays = 400;
/** The range shown without one: the last 30 days, today included. */
export const defaultRangeDays = 30;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-03-01.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Not a real date.");
const dimension = z.string().trim().max(100).optional();

/** What the filter bar's "any" choice sends: the same as leaving the filter out. */
export const anyValue = "__any";

/** The dashboard's filters as they arrive in a query string (every one optional). */
export const dashboardQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    funnel: dimension,
    locale: dimension,
    country: dimension,
    source: dimension,
    experiment: dimension,
    group: dimension,
  })
  .strict();

export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Filters with the range filled in. A dimension given as "" means "unknown"; absent means any. */
export type DashboardFilters = {
  from: string;
  to: string;
  funnel?: string;
  locale?: string;
  country?: string;
  source?: string;
  experiment?: string;
  group?: string;
};

export type FilterProblem = { code: "range_reversed" | "range_too_long" | "group_without_experiment"; message: string };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Fills the default range (ending `today`) and checks the rules zod cannot see alone. */
export function resolveFilters(query: DashboardQuery, today: string): DashboardFilters | FilterProblem {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, 1 - defaultRangeDays);
  if (from > to) return { code: "range_reversed", message: "The start date is after the end date." };
  if (Date.parse(to) - Date.parse(from) >= maxRangeDays * 86_400_000)
    return { code: "range_too_long", message: `Choose at most ${maxRangeDays} days.` };
  if (query.group !== undefined && !query.experiment)
    return { code: "group_without_experiment", message: "A group needs its experiment." };
  const { funnel, locale, country, source, experiment, group } = query;
  return {
    from,
    to,
    ...(funnel !== undefined ? { funnel } : {}),
    ...(locale !== undefined ? { locale } : {}),
    ...(country !== undefined ? { country: country.toUpperCase() } : {}),
    ...(source !== undefined ? { source: source.toLowerCase() } : {}),
    ...(experiment ? { experiment } : {}),
    ...(group !== undefined && experiment ? { group } : {}),
  };
}

export function isFilterProblem(value: DashboardFilters | FilterProblem): value is FilterProblem {
  return "code" in value;
}

/** Every day of the range, in order (the chart's x axis: days without data show as zero). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The filters of a request without any: the last 30 days, everyone. */
export function defaultFilters(today: string): DashboardFilters {
  return { from: addDays(today, 1 - defaultRangeDays), to: today };
}
