/**
 * The dashboard on a million events (docs/dashboard.md, "Performance"), on PGlite and — when
 * DATABASE_URL is set — on PostgreSQL: seeds 1,000,000 analytics events over 30 days from
 * 200,000 visitors (each mostly on one day, one event in ten on another), 20,000 orders (a quarter upsells, 1 in 20 refunded) and 50,000 quiz
 * sessions with generate_series, runs the aggregation from empty (the backfill), then an
 * incremental run after 10,000 more events, then times the dashboard's queries (median of 5)
 * against the same figures counted straight from the raw events (the baseline). Nothing is
 * asserted. Alone: `npx tsx bench/dashboard.bench.ts` (BENCH_EVENTS changes the size).
 *
 * The dashboard's modules are server-only: the measuring runs in a child process of this file
 * started with the react-server condition, as the app's own commands run.
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { measureBoth, median, runInChild, seedBenchPackage, time, withBenchDatabase, type BenchDatabase } from "./database-bench";

const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const self = fileURLToPath(import.meta.url);

export async function run(): Promise<void> {
  runInChild(self, { BENCH_DASHBOARD_CHILD: "1", BENCH_EVENTS: String(events) }, "dashboard");
}

const visitors = Math.max(1, Math.round(events / 5));
const orderCount = Math.max(1, Math.round(events / 50));
const sessionCount = Math.max(1, Math.round(events / 20));

/** Raw rows the way the app writes them, generated in the database (no round trips per row). */
async function seed(db: Db, firstDay: string): Promise<void> {
  await seedBenchPackage(db);
  await db.execute(sql`
    insert into analytics_events (visitor_id, name, properties, url, click_ids, experiment_groups, occurred_at, received_at)
    select 'v' || v,
      case when i % 10 < 3 then 'page_view' when i % 10 < 8 then 'quiz_step_view' else 'quiz_step_answer' end,
      case when i % 10 < 3 then '{}'::jsonb else jsonb_build_object(
        'funnel', (array['keto','fasting','vegan'])[v % 3 + 1],
        'step', 'step_' || (i % 7 + 1), 'stepNumber', i % 7 + 1, 'country', (array['US','DE','FR','BR','JP'])[v % 5 + 1]) end,
      'https://platewise.example/' || (array['','de/','fr/','es/','ja/','ar/'])[v % 6 + 1] || 'quiz?utm_source=' || (array['facebook','google','tiktok','newsletter'])[v % 4 + 1],
      '{}'::jsonb,
      case when v % 4 = 0 then jsonb_build_object('hero', case when v % 8 = 0 then 'a' else 'b' end) else '{}'::jsonb end,
      ${firstDay}::timestamptz + ((case when i % 10 = 0 then (v + i) % 30 else v % 30 end) || ' days')::interval
        + ((v * 37 + i % 3600) % 86400 || ' seconds')::interval,
      now() - interval '1 hour'
    from (select i, ((i::bigint * 7919) % ${visitors})::int as v from generate_series(1, ${events}) as i) as s`);
  await db.execute(sql`
    insert into users (uuid, email, created_at)
    select md5('u' || i)::uuid, 'bench' || i || '@example.com', ${firstDay}::timestamptz + ((i % 30) || ' days')::interval
    from generate_series(1, ${orderCount}) as i on conflict do nothing`);
  await db.execute(sql`
    insert into orders (id, user_uuid, package_id, kind, currency, amount_minor, refunded_minor, status, idempotency_key, provider, created_at, updated_at)
    select md5('o' || i)::uuid, md5('u' || (case when i % 4 = 0 then greatest(i - 1, 1) else i end))::uuid, 'pp_bench',
      case when i % 4 = 0 then 'upsell' else 'initial' end, (array['USD','EUR'])[i % 2 + 1],
      case when i % 4 = 0 then 999 else 1999 end,
      case when i % 20 = 1 then 1999 else 0 end,
      case when i % 20 = 1 then 'refunded' else 'paid' end,
      'bench-' || i, 'sandbox',
      ${firstDay}::timestamptz + ((i % 30) || ' days')::interval, now() - interval '1 hour'
    from generate_series(1, ${orderCount}) as i`);
  await db.execute(sql`
    insert into purchase_contexts (order_id, visitor_id, locale, country, consent, attribution, page_url, click_ids, quiz_name)
    select md5('o' || i)::uuid, 'v' || (i % ${visitors}), 'en', (array['US','DE','FR','BR','JP'])[i % 5 + 1], '{}',
      jsonb_build_object('utm_source', (array['facebook','google','tiktok','newsletter'])[i % 4 + 1]), 'https://platewise.example/checkout', '{}',
      (array['keto','fasting','vegan'])[i % 3 + 1]
    from generate_series(1, ${orderCount}) as i where i % 4 <> 0`);
  await db.execute(sql`
    insert into quiz_sessions (proxy_user_id, funnel_name, locale, user_uuid, completed_at, updated_at)
    select 'v' || (i % ${visitors}), (array['keto','fasting','vegan'])[i % 3 + 1], 'en',
      case when i <= ${orderCount} then md5('u' || i)::uuid end,
      case when i % 2 = 0 then ${firstDay}::timestamptz + ((i % 30) || ' days')::interval end,
      now() - interval '1 hour'
    from generate_series(1, ${sessionCount}) as i`);
}

async function measure(kind: BenchDatabase): Promise<void> {
  const { runDashboardAggregation } = await import("@/features/dashboard/server/run-dashboard-aggregation");
  const { queryDashboard } = await import("@/features/dashboard/server/query-dashboard");
  await withBenchDatabase(kind, "bench_dashboard", async (db) => {
    const firstDay = "2026-02-01";
    const seeded = await time(() => seed(db, firstDay));
    const now = () => new Date();
    const backfill = await time(() => runDashboardAggregation(db, { now }));
    await db.execute(sql`
      insert into analytics_events (visitor_id, name, properties, url, click_ids, experiment_groups, occurred_at, received_at)
      select 'v' || (i % ${visitors}), 'page_view', '{}', 'https://platewise.example/', '{}', '{}', ${firstDay}::timestamptz + interval '29 days', now() - interval '1 minute'
      from generate_series(1, 10000) as i`);
    const incremental = await time(() => runDashboardAggregation(db, { now }));
    const idle = await time(() => runDashboardAggregation(db, { now }));
    const sizes = (await db.execute(sql`
      select (select count(*) from dashboard_daily) as daily, (select count(*) from dashboard_daily_visitors) as visitors,
        (select count(*) from dashboard_funnel_steps) as steps`)) as unknown as { rows: Array<Record<string, string | number>> };

    const range = { from: firstDay, to: "2026-03-02" };
    const cases: Array<[string, Parameters<typeof queryDashboard>[1]]> = [
      ["30 days, no filter", range],
      ["30 days, country DE", { ...range, country: "DE" }],
      ["30 days, funnel keto + locale de", { ...range, funnel: "keto", locale: "de" }],
      ["30 days, experiment hero group a", { ...range, experiment: "hero", group: "a" }],
      ["7 days, source google", { from: "2026-02-20", to: "2026-02-26", source: "google" }],
    ];
    const raw = await median(() =>
      db.execute(sql`select count(distinct visitor_id), count(*) filter (where name = 'quiz_step_view' and properties->>'stepNumber' = '1'),
        count(*) filter (where name = 'page_view') from analytics_events
        where occurred_at >= ${range.from}::timestamptz and occurred_at < ${range.to}::timestamptz + interval '1 day'`),
    3);
    console.log(`\n### ${kind}: ${events.toLocaleString("en")} events, ${orderCount.toLocaleString("en")} orders, ${sessionCount.toLocaleString("en")} sessions\n`);
    console.log(`seed ${(seeded.ms / 1000).toFixed(1)} s · backfill ${(backfill.ms / 1000).toFixed(1)} s (${backfill.value.eventBatches} event batches) · ` +
      `10,000 new events ${incremental.ms.toFixed(0)} ms · a run with nothing new ${idle.ms.toFixed(0)} ms`);
    console.log(`aggregate rows: ${JSON.stringify(sizes.rows[0])}\n`);
    console.log("| dashboard query (whole report) | median ms | raw-event baseline ms | ratio |\n|---|---:|---:|---:|");
    for (const [name, filters] of cases) {
      const ms = await median(() => queryDashboard(db, filters));
      console.log(`| ${name} | ${ms.toFixed(0)} | ${raw.toFixed(0)} | ${(raw / ms).toFixed(1)}× |`);
    }
  });
}

if (process.env.BENCH_DASHBOARD_CHILD === "1") {
  await measureBoth(measure);
} else if (process.argv[1] === self) {
  await run();
}
