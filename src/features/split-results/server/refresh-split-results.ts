import "server-only";
import { sql } from "drizzle-orm";
import { SHOP_CURRENCY } from "@/features/split-results/domain/shop-currency";
import type { Db } from "@/server/db/db-type";
import { queryRows } from "./sql-rows";

/**
 * Brings the stored split results up to date (docs/split-results.md, "How it stays fast"):
 * new exposures get their visitor row and are added to the daily sums; visitors whose orders
 * changed since the last run are recomputed and only the difference is applied. Every step is
 * recomputed from the orders, so reading something twice changes nothing.
 */
export type RefreshSummary = { exposures: number; recomputed: number };

/** Exposures read per statement. */
export const exposureBatchSize = 50_000;
/** Exposure ids just below the watermark read again, for inserts that committed late. */
const exposureLookback = 5_000;
/** Orders changed a little before the watermark are read again (late commits). */
const ordersLookbackMs = 10 * 60_000;
const paidStatuses = sql`('paid', 'partially_refunded', 'refunded')`;

/**
 * The outcome of every (split_name, visitor_id, exposed_at) of the CTE `targets`: paid initial
 * and upsell orders of the visitor's buyer accounts made at or after the exposure. A visitor's
 * accounts are those of the orders whose purchase context carries the visitor id.
 */
const outcomes = sql`outcomes as (
  select t.split_name, t.visitor_id,
    (min(o.created_at) filter (where o.kind = 'initial') at time zone 'UTC')::date as purchase_day,
    coalesce(sum(o.amount_minor - o.refunded_minor) filter (where o.currency = ${SHOP_CURRENCY}), 0)::bigint as net_minor,
    coalesce(bool_or(o.kind = 'upsell'), false) as upsell_taken,
    coalesce(bool_or(o.refunded_minor > 0), false) as refunded,
    coalesce(bool_or(o.currency <> ${SHOP_CURRENCY}), false) as other_currency
  from targets t
  join (select distinct pc.visitor_id, po.user_uuid
        from purchase_contexts pc join orders po on po.id = pc.order_id) accounts
    on accounts.visitor_id = t.visitor_id
  join orders o on o.user_uuid = accounts.user_uuid and o.created_at >= t.exposed_at
    and o.status in ${paidStatuses} and o.kind in ('initial', 'upsell')
  group by t.split_name, t.visitor_id
)`;

/** Adds the rows of `source` (split_name, group_key, day, counts …) to the daily sums. */
const addToDaily = (source: string) => sql`insert into split_result_daily as d
    (split_name, group_key, day, visitors, buyers, upsell_takers, refunded_buyers, other_currency_buyers,
     revenue_visitors, net_sum, net_sum_of_squares)
  select split_name, group_key, day, sum(visitors), sum(buyers), sum(upsell_takers), sum(refunded_buyers),
     sum(other_currency_buyers), sum(revenue_visitors), sum(net_sum), sum(net_sum_of_squares)
  from ${sql.raw(source)} group by split_name, group_key, day
  on conflict (split_name, group_key, day) do update set
    visitors = d.visitors + excluded.visitors,
    buyers = d.buyers + excluded.buyers,
    upsell_takers = d.upsell_takers + excluded.upsell_takers,
    refunded_buyers = d.refunded_buyers + excluded.refunded_buyers,
    other_currency_buyers = d.other_currency_buyers + excluded.other_currency_buyers,
    revenue_visitors = d.revenue_visitors + excluded.revenue_visitors,
    net_sum = d.net_sum + excluded.net_sum,
    net_sum_of_squares = d.net_sum_of_squares + excluded.net_sum_of_squares`;

/** A buyer's contribution to the day of their first purchase, with a sign (+1 add, −1 take back). */
const buyerContribution = (alias: string, sign: number) => sql.raw(`select ${alias}.split_name, ${alias}.group_key,
    ${alias}.purchase_day as day, 0 as visitors, ${sign} as buyers,
    ${sign} * ${alias}.upsell_taken::int as upsell_takers, ${sign} * ${alias}.refunded::int as refunded_buyers,
    ${sign} * ${alias}.other_currency::int as other_currency_buyers,
    ${sign} * (${alias}.net_minor <> 0)::int as revenue_visitors,
    ${sign} * ${alias}.net_minor as net_sum,
    ${sign} * (${alias}.net_minor::float8 * ${alias}.net_minor::float8) as net_sum_of_squares`);

async function readState(tx: Db): Promise<{ lastExposureId: number; ordersAt: Date | null }> {
  // The statements are small but their CTEs look costly to the planner before the tables are
  // analysed; compiling them (JIT) would then take far longer than running them.
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`insert into split_result_state (id) values (1) on conflict (id) do nothing`);
  const [row] = await queryRows<{ last_exposure_id: string | number; orders_at: string | Date | null }>(
    tx,
    sql`select last_exposure_id, orders_at from split_result_state where id = 1 for update`,
  );
  return { lastExposureId: Number(row?.last_exposure_id ?? 0), ordersAt: row?.orders_at ? new Date(row.orders_at) : null };
}

/** One batch of exposures after `afterId`; answers how many were new and the last id read. */
async function addExposures(tx: Db, afterId: number, upToId: number): Promise<number> {
  const [row] = await queryRows<{ added: string | number }>(
    tx,
    sql`with targets as (
        select e.split_name, e.visitor_id, e.group_key, e.created_at as exposed_at
        from split_exposures e
        where e.id > ${afterId} and e.id <= ${upToId}
          and not exists (select 1 from split_result_visitors v
                          where v.split_name = e.split_name and v.visitor_id = e.visitor_id)
      ),
      ${outcomes},
      inserted as (
        insert into split_result_visitors as v
          (split_name, visitor_id, group_key, exposed_day, purchase_day, net_minor, upsell_taken, refunded, other_currency)
        select t.split_name, t.visitor_id, t.group_key, (t.exposed_at at time zone 'UTC')::date, o.purchase_day,
          coalesce(o.net_minor, 0), coalesce(o.upsell_taken, false), coalesce(o.refunded, false), coalesce(o.other_currency, false)
        from targets t left join outcomes o on o.split_name = t.split_name and o.visitor_id = t.visitor_id
        on conflict (split_name, visitor_id) do nothing
        returning v.*
      ),
      contributions as (
        select split_name, group_key, exposed_day as day, 1 as visitors, 0 as buyers, 0 as upsell_takers,
          0 as refunded_buyers, 0 as other_currency_buyers, 0 as revenue_visitors, 0::bigint as net_sum,
          0::float8 as net_sum_of_squares
        from inserted
        union all
        ${buyerContribution("i", 1)} from inserted i where i.purchase_day is not null
      ),
      applied as (${addToDaily("contributions")} returning 1)
      select (select count(*) from inserted) as added`,
  );
  return Number(row?.added ?? 0);
}

/** The visitors whose orders changed since `since` (through their buyer accounts), and the latest change seen. */
async function changedVisitors(tx: Db, since: Date): Promise<{ visitorIds: string[]; lastAt: Date | null }> {
  const rows = await queryRows<{ visitor_id: string | null; last_at: string | Date | null }>(
    tx,
    sql`with changed_orders as (
        select o.user_uuid, o.updated_at from orders o where o.updated_at > ${since.toISOString()}::timestamptz
      )
      select distinct pc.visitor_id, (select max(updated_at) from changed_orders) as last_at
      from (select distinct user_uuid from changed_orders) c
      join orders same on same.user_uuid = c.user_uuid
      join purchase_contexts pc on pc.order_id = same.id
      union all
      select null, (select max(updated_at) from changed_orders)`,
  );
  const lastAt = rows.find((r) => r.last_at !== null)?.last_at ?? null;
  return {
    visitorIds: rows.flatMap((r) => (r.visitor_id === null ? [] : [r.visitor_id])),
    lastAt: lastAt === null ? null : new Date(lastAt),
  };
}

/** Recomputes the given visitors in every split they were exposed to; answers how many rows changed. */
async function recomputeVisitors(tx: Db, visitorIds: readonly string[]): Promise<number> {
  if (visitorIds.length === 0) return 0;
  const ids = sql`array[${sql.join(visitorIds.map((id) => sql`${id}`), sql`, `)}]::text[]`;
  const [row] = await queryRows<{ changed: string | number }>(
    tx,
    // The lateral reads (kept apart by \`offset 0\` / \`limit 1\`) make each visitor an index lookup.
    sql`with old as materialized (
        select v.*, e.exposed_at
        from (select distinct unnest(${ids}) as visitor_id) ids
        cross join lateral (select * from split_result_visitors r where r.visitor_id = ids.visitor_id offset 0) v
        cross join lateral (select x.created_at as exposed_at from split_exposures x
                            where x.visitor_id = v.visitor_id and x.split_name = v.split_name limit 1) e
      ),
      targets as (select split_name, visitor_id, exposed_at from old),
      ${outcomes},
      fresh as (
        select old.split_name, old.visitor_id, old.group_key, o.purchase_day,
          coalesce(o.net_minor, 0) as net_minor, coalesce(o.upsell_taken, false) as upsell_taken,
          coalesce(o.refunded, false) as refunded, coalesce(o.other_currency, false) as other_currency
        from old left join outcomes o on o.split_name = old.split_name and o.visitor_id = old.visitor_id
      ),
      changed as materialized (
        select f.* from fresh f join old on old.split_name = f.split_name and old.visitor_id = f.visitor_id
        where (old.purchase_day, old.net_minor, old.upsell_taken, old.refunded, old.other_currency)
          is distinct from (f.purchase_day, f.net_minor, f.upsell_taken, f.refunded, f.other_currency)
      ),
      updated as (
        update split_result_visitors v set purchase_day = c.purchase_day, net_minor = c.net_minor,
          upsell_taken = c.upsell_taken, refunded = c.refunded, other_currency = c.other_currency
        from changed c
        where v.split_name = c.split_name and v.visitor_id = c.visitor_id
        returning 1
      ),
      contributions as (
        ${buyerContribution("was", -1)} from old was
          join changed c on c.split_name = was.split_name and c.visitor_id = was.visitor_id
          where was.purchase_day is not null
        union all
        ${buyerContribution("c", 1)} from changed c where c.purchase_day is not null
      ),
      applied as (${addToDaily("contributions")} returning 1)
      select (select count(*) from updated) as changed`,
  );
  return Number(row?.changed ?? 0);
}

/** Visitors recomputed per statement. */
const recomputeBatchSize = 2_000;

/**
 * One run: exposures in batches until caught up (or out of budget), then the changed orders.
 * Each batch is its own transaction holding the state row, so two runs never interleave.
 */
export async function refreshSplitResults(
  db: Db,
  options: { budgetMs?: number; now?: () => Date; batchSize?: number } = {},
): Promise<RefreshSummary> {
  const started = Date.now();
  const budget = options.budgetMs ?? Number.POSITIVE_INFINITY;
  const batchSize = options.batchSize ?? exposureBatchSize;
  const now = options.now ?? (() => new Date());
  const summary: RefreshSummary = { exposures: 0, recomputed: 0 };
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const state = await readState(tx);
      const [max] = await queryRows<{ max: string | number | null }>(tx, sql`select max(id) as max from split_exposures`);
      const maxId = Number(max?.max ?? 0);
      const from = Math.max(0, state.lastExposureId - exposureLookback);
      const upTo = Math.min(maxId, Math.max(state.lastExposureId, from) + batchSize);
      summary.exposures += await addExposures(tx, from, upTo);
      await tx.execute(sql`update split_result_state set last_exposure_id = ${Math.max(upTo, state.lastExposureId)},
        refreshed_at = ${now().toISOString()}::timestamptz where id = 1`);
      return upTo >= maxId;
    });
    if (done || Date.now() - started > budget) break;
  }
  await db.transaction(async (tx) => {
    const state = await readState(tx);
    const since = new Date((state.ordersAt?.getTime() ?? 0) - (state.ordersAt ? ordersLookbackMs : 0));
    const result = await changedVisitors(tx, since);
    for (let i = 0; i < result.visitorIds.length; i += recomputeBatchSize)
      summary.recomputed += await recomputeVisitors(tx, result.visitorIds.slice(i, i + recomputeBatchSize));
    const current = now();
    const seen = result.lastAt && (!state.ordersAt || result.lastAt > state.ordersAt) ? result.lastAt : state.ordersAt;
    const ordersAt = seen && seen > current ? current : seen;
    await tx.execute(sql`update split_result_state set orders_at = ${ordersAt ? ordersAt.toISOString() : null}::timestamptz,
      refreshed_at = ${current.toISOString()}::timestamptz where id = 1`);
  });
  return summary;
}
