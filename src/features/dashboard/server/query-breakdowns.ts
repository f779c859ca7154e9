import "server-only";
import { sql } from "drizzle-orm";
import type { DashboardFilters } from "@/features/dashboard/domain/dashboard-filters";
import { breakdownDimensions, type BreakdownRow, type Breakdowns } from "@/features/dashboard/domain/dashboard-report";
import type { Db } from "@/server/db/db-type";
import { dashboardWhere } from "./dashboard-where";
import { queryRows } from "./sql-rows";

/** Longest table per dimension (the biggest values by visitors, then revenue). */
const maxRows = 50;

/** The tables by dimension: each ignores its own filter, so it shows every value to compare. */
export async function queryBreakdowns(db: Db, filters: DashboardFilters): Promise<Breakdowns> {
  const out = {} as Breakdowns;
  for (const dimension of breakdownDimensions) {
    const value = dimension === "experiment" ? sql.raw(`experiment || ': ' || grp`) : sql.identifier(dimension);
    const rows = await queryRows<Record<string, string | number>>(
      db,
      sql`select ${value} as value, currency, sum(quiz_starts) as "quizStarts",
            sum(completions) as completions, sum(captures) as captures, sum(purchases) as purchases,
            sum(upsells) as upsells, sum(refunds) as refunds, sum(revenue_minor) as "revenueMinor",
            sum(net_minor - refunded_minor) as "netMinor"
          from dashboard_daily where ${dashboardWhere(filters, { except: dimension })}
          group by 1, currency`,
    );
    const visitors = await queryRows<{ value: string; visitors: string | number }>(
      db,
      sql`select ${value} as value, sum(visitors) as visitors
          from dashboard_visitor_counts where ${dashboardWhere(filters, { except: dimension, visitors: true })} group by 1`,
    );
    out[dimension] = fold(rows, new Map(visitors.map((v) => [v.value, Number(v.visitors)])));
  }
  return out;
}

function fold(rows: Array<Record<string, string | number>>, visitors: ReadonlyMap<string, number>): BreakdownRow[] {
  const byValue = new Map<string, BreakdownRow>();
  const empty = (value: string): BreakdownRow => ({ value, visitors: visitors.get(value) ?? 0, quizStarts: 0, completions: 0, captures: 0, purchases: 0, upsells: 0, refunds: 0, revenue: [] });
  for (const value of visitors.keys()) byValue.set(value, empty(value));
  for (const row of rows) {
    const value = String(row.value);
    const into = byValue.get(value) ?? empty(value);
    for (const key of ["quizStarts", "completions", "captures", "purchases", "upsells", "refunds"] as const)
      into[key] += Number(row[key] ?? 0);
    if (row.currency !== "")
      into.revenue.push({ currency: String(row.currency), revenueMinor: Number(row.revenueMinor ?? 0), netMinor: Number(row.netMinor ?? 0) });
    byValue.set(value, into);
  }
  const revenueOf = (row: BreakdownRow) => row.revenue.reduce((sum, r) => sum + r.revenueMinor, 0);
  return [...byValue.values()]
    .sort((a, b) => b.visitors - a.visitors || revenueOf(b) - revenueOf(a) || (a.value < b.value ? -1 : 1))
    .slice(0, maxRows);
}
