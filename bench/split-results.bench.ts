/**
 * Split-test results on a million exposures (docs/split-results.md, "How fast"), on PGlite and —
 * when DATABASE_URL is set — on PostgreSQL: seeds 1,000,000 exposures of one 50/50 split over
 * 28 days and purchases for about 3 % of the visitors (a quarter with an upsell, 1 in 20
 * refunded, 1 in 10 in EUR) with generate_series, runs the refresh from empty (the backfill),
 * then an incremental run after 10,000 more exposures and 500 refunds, then times the results
 * query (median of 5) against the same per-group figures computed straight from the exposures
 * and orders (the baseline). Nothing is asserted. Alone: `npx tsx bench/split-results.bench.ts`
 * (BENCH_EXPOSURES changes the size).
 *
 * The modules are server-only: the measuring runs in a child process of this file started with
 * the react-server condition, as the app's own commands run.
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { measureBoth, median, runInChild, seedBenchPackage, time, withBenchDatabase, type BenchDatabase } from "./database-bench";

const exposures = Number(process.env.BENCH_EXPOSURES ?? 1_000_000);
const self = fileURLToPath(import.meta.url);
const splitName = "bench_split";

export async function run(): Promise<void> {
  runInChild(self, { BENCH_SPLIT_RESULTS_CHILD: "1", BENCH_EXPOSURES: String(exposures) }, "split results");
}

/** Which visitors buy: about 3 %, a little more in group 1. */
const buyerFilter = (i: string) => `(${i} % 33 = 0 or (${i} % 2 = 1 and ${i} % 101 = 0))`;

async function seed(db: Db, firstDay: string): Promise<void> {
  await seedBenchPackage(db);
  await db.execute(sql`insert into split_configs (name, step, participant_percentage) values (${splitName}, 'step_one', 100)`);
  await db.execute(sql`insert into split_config_groups (config_id, position, percent)
    select id, p, 50 from split_configs, generate_series(0, 1) as p where name = ${splitName}`);
  await db.execute(sql`
    insert into split_exposures (visitor_id, split_name, step, group_key, created_at)
    select 'v' || i, ${splitName}, 'step_one', (i % 2)::text,
      ${firstDay}::timestamptz + ((i % 28) || ' days')::interval + ((i * 37 % 86400) || ' seconds')::interval
    from generate_series(1, ${exposures}) as i`);
  const buyers = sql.raw(buyerFilter("i"));
  await db.execute(sql`
    insert into users (uuid, email, created_at)
    select md5('u' || i)::uuid, 'bench' || i || '@example.com', now() from generate_series(1, ${exposures}) as i where ${buyers}`);
  await db.execute(sql`
    insert into orders (id, user_uuid, package_id, kind, currency, amount_minor, refunded_minor, status, idempotency_key, provider, created_at, updated_at)
    select md5('o' || i)::uuid, md5('u' || i)::uuid, 'pp_bench', 'initial', case when i % 10 = 7 then 'EUR' else 'USD' end,
      1999 + (i % 7) * 500, case when i % 20 = 3 then 1999 + (i % 7) * 500 else 0 end,
      case when i % 20 = 3 then 'refunded' else 'paid' end, 'bench-o-' || i, 'sandbox',
      ${firstDay}::timestamptz + ((i % 28) || ' days')::interval + ((i * 37 % 86400 + 3600) || ' seconds')::interval, now() - interval '1 hour'
    from generate_series(1, ${exposures}) as i where ${buyers}`);
  await db.execute(sql`
    insert into orders (id, user_uuid, package_id, kind, currency, amount_minor, status, idempotency_key, provider, created_at, updated_at)
    select md5('x' || i)::uuid, md5('u' || i)::uuid, 'pp_bench', 'upsell', 'USD', 999, 'paid', 'bench-x-' || i, 'sandbox',
      ${firstDay}::timestamptz + ((i % 28) || ' days')::interval + ((i * 37 % 86400 + 3700) || ' seconds')::interval, now() - interval '1 hour'
    from generate_series(1, ${exposures}) as i where ${buyers} and i % 4 = 0 and i % 10 <> 7`);
  await db.execute(sql`
    insert into purchase_contexts (order_id, visitor_id, locale, country, consent, attribution, page_url, click_ids)
    select md5('o' || i)::uuid, 'v' || i, 'en', 'US', '{}', '{}', 'https://platewise.example/checkout', '{}'
    from generate_series(1, ${exposures}) as i where ${buyers}`);
}

/** The per-group figures straight from the raw rows: what the page would cost without the aggregates. */
const baseline = sql`
  select e.group_key, count(*) as visitors, count(o.visitor_id) as buyers, coalesce(sum(o.net), 0) as net,
    coalesce(sum(o.net::float8 * o.net::float8), 0) as net_sq
  from split_exposures e
  left join (
    select pc.visitor_id, sum(x.amount_minor - x.refunded_minor) filter (where x.currency = 'USD') as net
    from purchase_contexts pc join orders f on f.id = pc.order_id join orders x on x.user_uuid = f.user_uuid
    where x.status in ('paid', 'partially_refunded', 'refunded') group by pc.visitor_id
  ) o on o.visitor_id = e.visitor_id
  where e.split_name = ${splitName}
  group by e.group_key`;

async function measure(kind: BenchDatabase): Promise<void> {
  const { refreshSplitResults } = await import("@/features/split-results/server/refresh-split-results");
  const { querySplitResults } = await import("@/features/split-results/server/query-split-results");
  await withBenchDatabase(kind, "bench_split_results", async (db) => {
    const firstDay = "2026-02-01";
    const seeded = await time(() => seed(db, firstDay));
    const backfill = await time(() => refreshSplitResults(db));
    await db.execute(sql`
      insert into split_exposures (visitor_id, split_name, step, group_key, created_at)
      select 'n' || i, ${splitName}, 'step_one', (i % 2)::text, now() - interval '1 minute' from generate_series(1, 10000) as i`);
    await db.execute(sql`update orders set status = 'partially_refunded', refunded_minor = 500, updated_at = now()
      where id in (select id from orders where kind = 'initial' and status = 'paid' and currency = 'USD' order by id limit 500)`);
    const incremental = await time(() => refreshSplitResults(db));
    const idle = await time(() => refreshSplitResults(db));
    const sizes = (await db.execute(sql`
      select (select count(*) from split_result_daily) as daily, (select count(*) from split_result_visitors) as visitors,
        (select count(*) from split_result_visitors where net_minor <> 0) as with_revenue`)) as unknown as { rows: Array<Record<string, string | number>> };
    const now = new Date("2026-03-01T12:00:00Z");
    const first = await time(() => querySplitResults(db, splitName, now));
    const page = await median(() => querySplitResults(db, splitName, now));
    const raw = await median(() => db.execute(baseline), 3);
    const view = first.value!;
    console.log(`\n### ${kind}: ${exposures.toLocaleString("en")} exposures + 10,000\n`);
    console.log(`seed ${(seeded.ms / 1000).toFixed(1)} s · backfill ${(backfill.ms / 1000).toFixed(1)} s · ` +
      `10,000 new exposures and 500 refunds ${incremental.ms.toFixed(0)} ms · a run with nothing new ${idle.ms.toFixed(0)} ms`);
    console.log(`stored rows: ${JSON.stringify(sizes.rows[0])}`);
    console.log(`groups: ${view.groups.map((g) => `${g.key}: ${g.totals.visitors} visitors, ${g.totals.buyers} buyers`).join("; ")}; ` +
      `winsorising cap ${view.revenueCap} ${view.currency}\n`);
    console.log("| query | median ms |\n|---|---:|");
    console.log(`| results page (querySplitResults, whole view) | ${page.toFixed(0)} |`);
    console.log(`| same per-group sums from the raw exposures and orders (baseline) | ${raw.toFixed(0)} |`);
  });
}

if (process.env.BENCH_SPLIT_RESULTS_CHILD === "1") {
  await measureBoth(measure);
} else if (process.argv[1] === self) {
  await run();
}
