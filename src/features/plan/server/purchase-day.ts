import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";

/**
 * When the person's latest paid plan purchase (an initial order) was made: the moment the
 * paywall's goal date was promised (domain/goal-start.ts). Null before any purchase.
 */
export async function readPurchaseTime(db: Db, userUuid: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userUuid, userUuid), eq(orders.kind, "initial"), inArray(orders.status, ["paid", "partially_refunded"])))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.at ?? null;
}
