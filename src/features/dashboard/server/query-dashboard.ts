import "server-only";
import { sql } from "drizzle-orm";
import { dropOff, netAfterRefunds, ratios, type Totals } from "@/features/dashboard/domain/dashboard-figures";
import type { DashboardReport, DayPoint, RevenuePoint } from "@/features/dashboard/domain/dashboard-report";
import { daysOf, type DashboardFilters } from "@/features/dashboard/domain/dashboard-filters";
import type { Db } from "@/server/db/db-type";
import { dashboardWhere } from "./dashboard-where";
import { queryBreakdowns } from "./query-breakdowns";
import { queryFilterOptions } from "./query-filter-options";
import { queryRows } from "./sql-rows";

const sums = sql.raw(`sum(page_views)::int as "pageViews",
  sum(quiz_starts)::int as "quizStarts", sum(completions)::int as completions, sum(captures)::int as captures,
  sum(purchases)::int as purchases, sum(upsells)::int as upsells, sum(renewals)::int as renewals,
  sum(refunds)::int as refunds, sum(revenue_minor)::bigint as "revenueMinor", sum(net_minor)::bigint as "netMinor",
  sum(refunded_minor)::bigint as "refundedMinor"`);

type SumRow = Record<Exclude<keyof Totals, "visitors"> | "revenueMinor" | "netMinor" | "refundedMinor", number | string | null>;
const n = (value: number | string | null | undefined) => Number(value ?? 0);

/** The whole dashboard for a set of filters, from the aggregate tables only (docs/dashboard.md). */
export async function queryDashboard(db: Db, filters: DashboardFilters): Promise<DashboardReport> {
  const where = dashboardWhere(filters);
  const byCurrency = await queryRows<SumRow & { currency: string }>(
    db,
    sql`select currency, ${sums} from dashboard_daily where ${where} group by currency`,
  );
  const [distinct] = await queryRows<{ visitors: number | string }>(
    db,
    sql`select count(distinct visitor_id) as visitors from dashboard_daily_visitors
        where ${dashboardWhere(filters, { visitors: true })}`,
  );
  const totals: Totals = { visitors: n(distinct?.visitors), pageViews: 0, quizStarts: 0, completions: 0, captures: 0, purchases: 0, upsells: 0, renewals: 0, refunds: 0 };
  for (const row of byCurrency)
    for (const key of ["pageViews", "quizStarts", "completions", "captures", "purchases", "upsells", "renewals", "refunds"] as const)
      totals[key] += n(row[key]);
  const money = byCurrency
    .filter((row) => row.currency !== "")
    .map((row) => ({ currency: row.currency, revenueMinor: n(row.revenueMinor), netMinor: n(row.netMinor), refundedMinor: n(row.refundedMinor) }))
    .map((m) => ({ ...m, netAfterRefundsMinor: netAfterRefunds(m) }))
    .sort((a, b) => b.revenueMinor - a.revenueMinor);

  const [series, revenue, funnel, breakdowns, options] = [
    await querySeries(db, filters),
    await queryRevenue(db, filters),
    await queryFunnel(db, filters),
    await queryBreakdowns(db, filters),
    await queryFilterOptions(db, filters),
  ];
  return { filters, totals, ratios: ratios(totals), money, series, revenue, funnel, breakdowns, options };
}

async function querySeries(db: Db, filters: DashboardFilters): Promise<DayPoint[]> {
  const rows = await queryRows<SumRow & { day: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, ${sums} from dashboard_daily where ${dashboardWhere(filters)} group by day`,
  );
  const visitors = await queryRows<{ day: string; visitors: number | string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(visitors) as visitors
        from dashboard_visitor_counts where ${dashboardWhere(filters, { visitors: true })} group by day`,
  );
  const visitorsByDay = new Map(visitors.map((row) => [row.day, n(row.visitors)]));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(filters.from, filters.to).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      visitors: visitorsByDay.get(day) ?? 0,
      quizStarts: n(row?.quizStarts),
      completions: n(row?.completions),
      captures: n(row?.captures),
      purchases: n(row?.purchases),
      upsells: n(row?.upsells),
      refunds: n(row?.refunds),
    };
  });
}

async function queryRevenue(db: Db, filters: DashboardFilters): Promise<RevenuePoint[]> {
  const rows = await queryRows<{ day: string; currency: string; revenue: string | number; net: string | number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, currency, sum(revenue_minor) as revenue,
          sum(net_minor - refunded_minor) as net
        from dashboard_daily where ${dashboardWhere(filters)} and currency <> ''
        group by day, currency order by day, currency`,
  );
  return rows.map((row) => ({ day: row.day, currency: row.currency, revenueMinor: n(row.revenue), netMinor: n(row.net) }));
}

/** The drop-off of the chosen funnel, or of the funnel with the most step views in the range. */
async function queryFunnel(db: Db, filters: DashboardFilters): Promise<DashboardReport["funnel"]> {
  let name = filters.funnel;
  if (name === undefined) {
    const [top] = await queryRows<{ funnel: string }>(
      db,
      sql`select funnel from dashboard_funnel_steps where ${dashboardWhere(filters)}
          group by funnel order by sum(views) desc, funnel limit 1`,
    );
    if (!top) return null;
    name = top.funnel;
  }
  const steps = await queryRows<{ step: string; stepNumber: number; views: string | number; answers: string | number }>(
    db,
    sql`select step, min(step_number) as "stepNumber", sum(views) as views, sum(answers) as answers
        from dashboard_funnel_steps where ${dashboardWhere({ ...filters, funnel: name })} group by step`,
  );
  if (steps.length === 0) return null;
  return {
    name,
    steps: dropOff(steps.map((s) => ({ step: s.step, stepNumber: n(s.stepNumber), views: n(s.views), answers: n(s.answers) }))),
  };
}
