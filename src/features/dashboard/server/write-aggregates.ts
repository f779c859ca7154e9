import "server-only";
import { sql } from "drizzle-orm";
import type { DailyRow } from "@/features/dashboard/domain/counters";
import type { StepRow, VisitorDimensions, VisitorSlice } from "@/features/dashboard/domain/bucket-events";
import type { Db } from "@/server/db/db-type";
import { queryRows } from "./sql-rows";

// Rows travel as one JSON parameter (jsonb_to_recordset): any batch size, one statement,
// the same on PGlite and PostgreSQL, far below the 65 535 parameters of a VALUES list.

const keyColumns = sql.raw("day, funnel, locale, country, source, experiment, grp");
const keyRecord = sql.raw(
  "day date, funnel text, locale text, country text, source text, experiment text, grp text",
);
const chunkSize = 5_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += chunkSize) out.push(items.slice(i, i + chunkSize));
  return out;
}

/** Adds rows to dashboard_daily (counters may be negative: a change applied as its difference). */
export async function addDailyRows(tx: Db, rows: readonly DailyRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    const json = JSON.stringify(part.map((r) => ({ ...r.key, currency: r.currency, ...r.counters })));
    await tx.execute(sql`
      insert into dashboard_daily (${keyColumns}, currency, page_views, quiz_starts, completions,
        captures, purchases, upsells, renewals, revenue_minor, net_minor, refunds, refunded_minor)
      select ${keyColumns}, currency, coalesce("pageViews", 0), coalesce("quizStarts", 0),
        coalesce("completions", 0), coalesce("captures", 0), coalesce("purchases", 0), coalesce("upsells", 0),
        coalesce("renewals", 0), coalesce("revenueMinor", 0), coalesce("netMinor", 0), coalesce("refunds", 0),
        coalesce("refundedMinor", 0)
      from jsonb_to_recordset(${json}::jsonb) as r(${keyRecord}, currency text, "pageViews" int,
        "quizStarts" int, "completions" int, "captures" int, "purchases" int, "upsells" int, "renewals" int,
        "revenueMinor" bigint, "netMinor" bigint, "refunds" int, "refundedMinor" bigint)
      on conflict (${keyColumns}, currency) do update set
        page_views = dashboard_daily.page_views + excluded.page_views,
        quiz_starts = dashboard_daily.quiz_starts + excluded.quiz_starts,
        completions = dashboard_daily.completions + excluded.completions,
        captures = dashboard_daily.captures + excluded.captures,
        purchases = dashboard_daily.purchases + excluded.purchases,
        upsells = dashboard_daily.upsells + excluded.upsells,
        renewals = dashboard_daily.renewals + excluded.renewals,
        revenue_minor = dashboard_daily.revenue_minor + excluded.revenue_minor,
        net_minor = dashboard_daily.net_minor + excluded.net_minor,
        refunds = dashboard_daily.refunds + excluded.refunds,
        refunded_minor = dashboard_daily.refunded_minor + excluded.refunded_minor`);
  }
}

/** Adds step views and answers to dashboard_funnel_steps. */
export async function addStepRows(tx: Db, rows: readonly StepRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    const json = JSON.stringify(
      part.map((r) => ({ ...r.key, step: r.step, step_number: r.stepNumber, views: r.views, answers: r.answers })),
    );
    await tx.execute(sql`
      insert into dashboard_funnel_steps (${keyColumns}, step, step_number, views, answers)
      select ${keyColumns}, step, step_number, views, answers
      from jsonb_to_recordset(${json}::jsonb) as r(${keyRecord}, step text, step_number int, views int, answers int)
      on conflict (${keyColumns}, step) do update set
        views = dashboard_funnel_steps.views + excluded.views,
        answers = dashboard_funnel_steps.answers + excluded.answers,
        step_number = least(dashboard_funnel_steps.step_number, excluded.step_number)`);
  }
}

/**
 * Marks visitors as seen in their slices and adds, per slice, those who were new to
 * dashboard_visitor_counts: a visitor is counted once per day and slice.
 */
export async function recordVisitors(tx: Db, visitors: readonly VisitorSlice[]): Promise<void> {
  for (const part of chunks(visitors)) {
    const json = JSON.stringify(part.map((v) => ({ ...v.key, visitor_id: v.visitorId })));
    const added = await queryRows<Record<string, string | number>>(
      tx,
      sql`
        with added as (
          insert into dashboard_daily_visitors (${keyColumns}, visitor_id)
          select ${keyColumns}, visitor_id from jsonb_to_recordset(${json}::jsonb) as r(${keyRecord}, visitor_id text)
          on conflict do nothing
          returning ${keyColumns})
        select to_char(day, 'YYYY-MM-DD') as day, funnel, locale, country, source, experiment, grp, count(*)::int as n
        from added group by ${keyColumns}`,
    );
    if (added.length === 0) continue;
    await tx.execute(sql`
      insert into dashboard_visitor_counts (${keyColumns}, visitors)
      select ${keyColumns}, n from jsonb_to_recordset(${JSON.stringify(added)}::jsonb) as r(${keyRecord}, n int)
      on conflict (${keyColumns}) do update set visitors = dashboard_visitor_counts.visitors + excluded.visitors`);
  }
}

/** Keeps each visitor's dimensions: a country or source, once known, is never replaced. */
export async function recordVisitorDimensions(tx: Db, visitors: readonly VisitorDimensions[]): Promise<void> {
  for (const part of chunks(visitors)) {
    const json = JSON.stringify(part.map((v) => ({ visitor_id: v.visitorId, locale: v.locale, country: v.country, source: v.source })));
    await tx.execute(sql`
      insert into dashboard_visitor_dimensions (visitor_id, locale, country, source)
      select visitor_id, locale, country, source
      from jsonb_to_recordset(${json}::jsonb) as r(visitor_id text, locale text, country text, source text)
      on conflict (visitor_id) do update set
        country = case when dashboard_visitor_dimensions.country = '' then excluded.country else dashboard_visitor_dimensions.country end,
        source = case when dashboard_visitor_dimensions.source = '' then excluded.source else dashboard_visitor_dimensions.source end`);
  }
}

/** The stored dimensions of some visitors. */
export async function loadVisitorDimensions(tx: Db, visitorIds: readonly string[]): Promise<Map<string, VisitorDimensions>> {
  const out = new Map<string, VisitorDimensions>();
  for (const part of chunks([...new Set(visitorIds)])) {
    const rows = await queryRows<{ visitor_id: string; locale: string; country: string; source: string }>(
      tx,
      sql`select visitor_id, locale, country, source from dashboard_visitor_dimensions
          where visitor_id in (select jsonb_array_elements_text(${JSON.stringify(part)}::jsonb))`,
    );
    for (const r of rows) out.set(r.visitor_id, { visitorId: r.visitor_id, locale: r.locale, country: r.country, source: r.source });
  }
  return out;
}
