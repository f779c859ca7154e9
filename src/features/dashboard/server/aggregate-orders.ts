import "server-only";
import { sql } from "drizzle-orm";
import { orderRows, type OrderFact } from "@/features/dashboard/domain/order-rows";
import { dayOf } from "@/features/dashboard/domain/slices";
import type { Db } from "@/server/db/db-type";
import { applyFacts, groupsOfVisitors } from "./apply-facts";
import { changedRowsBatch, cursorTime, type Cursor } from "./changed-rows-pass";
import { queryRows } from "./sql-rows";

type OrderRow = {
  id: string;
  updatedAt: string;
  kind: OrderFact["kind"];
  status: string;
  amount_minor: number;
  refunded_minor: number;
  currency: string;
  created_at: string | Date;
  visitor_id: string | null;
  locale: string | null;
  country: string | null;
  source: string | null;
  funnel: string | null;
};

/**
 * One batch of changed orders: each order's dimensions come from its purchase context, or,
 * for an upsell or renewal without one, from the buyer's latest first order's context.
 */
export function aggregateOrderBatch(db: Db, cursor: Cursor | null, batchSize: number): Promise<Cursor | null> {
  return changedRowsBatch<OrderRow>(
    db,
    "orders",
    cursor,
    (tx, after) =>
      queryRows<OrderRow>(
        tx,
        sql`select o.id::text as id, ${sql.raw(cursorTime("o.updated_at"))} as "updatedAt", o.kind, o.status,
              o.amount_minor, o.refunded_minor, o.currency, o.created_at,
              c.visitor_id, c.locale, c.country, c.attribution->>'utm_source' as source, c.quiz_name as funnel
            from orders o
            left join lateral (
              select pc.* from purchase_contexts pc where pc.order_id = o.id
              union all
              select pc.* from orders first_order
              join purchase_contexts pc on pc.order_id = first_order.id
              where first_order.user_uuid = o.user_uuid and first_order.kind = 'initial' and o.kind <> 'initial'
              limit 1
            ) c on true
            where (o.updated_at, o.id::text) > (${after.at}::timestamptz, ${after.id})
            order by o.updated_at, o.id::text
            limit ${batchSize}`,
      ),
    async (tx, rows) => {
      const groups = await groupsOfVisitors(tx, rows.map((r) => r.visitor_id ?? ""));
      const facts = rows.map((row) => ({
        key: row.id,
        rows: orderRows({
          kind: row.kind,
          status: row.status,
          amountMinor: Number(row.amount_minor),
          refundedMinor: Number(row.refunded_minor),
          currency: row.currency,
          day: dayOf(new Date(row.created_at)),
          dimensions: {
            funnel: row.funnel ?? "",
            locale: row.locale ?? "",
            country: (row.country ?? "").toUpperCase(),
            source: (row.source ?? "").toLowerCase(),
          },
          groups: row.visitor_id ? (groups.get(row.visitor_id) ?? {}) : {},
        }),
      }));
      await applyFacts(tx, "order", facts);
    },
  );
}
