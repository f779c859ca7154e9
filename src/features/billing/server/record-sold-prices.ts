import "server-only";
import { asc, eq } from "drizzle-orm";
import type { OrderKind } from "@/features/billing/domain/order-states";
import type { Db } from "@/server/db/db-type";
import { orderItems } from "@/server/db/schema/order-items";
import { priceHistory } from "@/server/db/schema/price-history";

/** Orders whose prices are sales at an offered price: a renewal continues a contract. */
const recordedKinds: readonly OrderKind[] = ["initial", "upsell"];

/**
 * Records the prices a just-paid order sold its packages at (docs/pricing.md, "Honest urgency
 * and reference prices"): one row per package — the order's items, or the order's own package
 * and amount when it has none. Runs inside the transaction that moves the order to paid; a row
 * already recorded for the order stays as it is.
 */
export async function recordSoldPrices(
  tx: Db,
  order: { id: string; kind: OrderKind; packageId: string; currency: string; amountMinor: number },
  at: Date,
): Promise<void> {
  if (!recordedKinds.includes(order.kind)) return;
  const items = await tx
    .select({ packageId: orderItems.packageId, amountMinor: orderItems.amountMinor, currency: orderItems.currency })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const sold = items.length > 0 ? items : [{ packageId: order.packageId, amountMinor: order.amountMinor, currency: order.currency }];
  await tx
    .insert(priceHistory)
    .values(sold.map((item) => ({ orderId: order.id, ...item, soldAt: at })))
    .onConflictDoNothing();
}
