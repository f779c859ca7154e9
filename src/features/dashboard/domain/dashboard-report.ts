import type { DropOffStep, MoneyTotals, Totals, ratios } from "./dashboard-figures";
import type { DashboardFilters } from "./dashboard-filters";

/** What GET /api/mgmt/dashboard answers and the page shows (docs/dashboard.md, "API"). */
export type DashboardReport = {
  filters: DashboardFilters;
  totals: Totals;
  ratios: ReturnType<typeof ratios>;
  money: Array<MoneyTotals & { netAfterRefundsMinor: number }>;
  series: DayPoint[];
  revenue: RevenuePoint[];
  funnel: { name: string; steps: DropOffStep[] } | null;
  breakdowns: Breakdowns;
  options: FilterOptions;
};

export type DayPoint = Omit<Totals, "pageViews" | "renewals"> & { day: string };
/** Revenue and net revenue after refunds of one day in one currency (minor units). */
export type RevenuePoint = { day: string; currency: string; revenueMinor: number; netMinor: number };

/** One value of a dimension: its counters, and its money per currency. */
export type BreakdownRow = {
  value: string;
  /** Daily distinct visitors added up over the range (a visitor seen on two days counts twice). */
  visitors: number;
  quizStarts: number;
  completions: number;
  captures: number;
  purchases: number;
  upsells: number;
  refunds: number;
  /** Net is after refunds. */
  revenue: Array<{ currency: string; revenueMinor: number; netMinor: number }>;
};

export const breakdownDimensions = ["funnel", "locale", "country", "source", "experiment"] as const;
export type BreakdownDimension = (typeof breakdownDimensions)[number];
export type Breakdowns = Record<BreakdownDimension, BreakdownRow[]>;

/** The values the filter bar offers: those present in the range. */
export type FilterOptions = {
  funnel: string[];
  locale: string[];
  country: string[];
  source: string[];
  experiment: Array<{ experiment: string; groups: string[] }>;
};
