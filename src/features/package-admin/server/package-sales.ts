import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";
import { orderItems } from "@/server/db/schema/order-items";

/** Orders that took money (refunded ones too: the buyer was charged this package's price). */
const soldStatuses = ["paid", "partially_refunded", "refunded"] as const;

/** Whether any order that took money holds this package, as its package or as one of its items. */
export async function hasSold(db: Db, packageId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...soldStatuses]),
        or(
          eq(orders.packageId, packageId),
          sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.packageId} = ${packageId})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Which of these packages have sold. */
export async function soldPackageIds(db: Db, packageIds: readonly string[]): Promise<Set<string>> {
  if (packageIds.length === 0) return new Set();
  const ids = [...packageIds];
  const direct = await db
    .selectDistinct({ id: orders.packageId })
    .from(orders)
    .where(and(inArray(orders.status, [...soldStatuses]), inArray(orders.packageId, ids)));
  const items = await db
    .selectDistinct({ id: orderItems.packageId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orders.status, [...soldStatuses]), inArray(orderItems.packageId, ids)));
  return new Set([...direct, ...items].map((row) => row.id));
}
