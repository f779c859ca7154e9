import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { orders } from "@/server/db/schema/billing";
import { upsellSteps } from "@/server/db/schema/upsell";

/**
 * True (as SQL) when the customer has an order that is not part of the purchase whose initial
 * order is `purchaseOrderId`: placed after it, and neither an upsell of its chain nor a renewal
 * of its subscription. A session opened right after that purchase, before the address was
 * proven, sees the account only while this is false (docs/account.md, "Right after paying"):
 * someone else buying with the same address ends it.
 */
export function hasOrderOutsidePurchase(
  userUuid: AnyPgColumn | SQL | string,
  purchaseOrderId: AnyPgColumn | SQL | string,
): SQL {
  return sql`exists (
    select 1 from ${orders} other, ${orders} initial
    where initial.id = ${purchaseOrderId}
      and other.user_uuid = ${userUuid}
      and other.id <> initial.id
      and other.created_at >= initial.created_at
      and (initial.subscription_id is null or other.subscription_id is distinct from initial.subscription_id)
      and not exists (
        select 1 from ${upsellSteps} step
        where step.initial_order_id = initial.id
          and step.order_ids @> jsonb_build_array(other.id::text)
      )
  )`;
}
