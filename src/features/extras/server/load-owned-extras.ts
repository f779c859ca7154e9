import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { ownedExtras } from "@/features/extras/domain/extra-products";
import type { OneTimeProduct } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";
import { orderItems } from "@/server/db/schema/order-items";
import { pricePackages } from "@/server/db/schema/pricing";

/**
 * The add-ons one person owns (docs/extras.md): the one-time products of their own paid
 * orders — every package of an order with several, else the order's package. Never another
 * person's orders: the person is the signed-in session's, never taken from the address.
 */
export async function loadOwnedExtras(db: Db, userUuid: string): Promise<OneTimeProduct[]> {
  const rows = await db
    .select({ id: orders.id, packageId: orders.packageId, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userUuid, userUuid), inArray(orders.status, ["paid", "partially_refunded"])));
  if (rows.length === 0) return [];
  const items = await db
    .select({ orderId: orderItems.orderId, packageId: orderItems.packageId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((row) => row.id)));
  const lines = rows.flatMap((row) => {
    const own = items.filter((item) => item.orderId === row.id);
    return (own.length ? own.map((item) => item.packageId) : [row.packageId]).map((packageId) => ({ packageId, status: row.status }));
  });
  const packages = await db
    .select({ id: pricePackages.id, kind: pricePackages.kind, product: pricePackages.product })
    .from(pricePackages)
    .where(inArray(pricePackages.id, [...new Set(lines.map((line) => line.packageId))]));
  const productOf = new Map(packages.filter((pkg) => pkg.kind === "one_time").map((pkg) => [pkg.id, pkg.product]));
  return ownedExtras(lines.flatMap((line) => {
    const product = productOf.get(line.packageId);
    return product ? [{ product, status: line.status }] : [];
  }));
}

/** Whether the person owns this add-on (the extras pages show it to its owner only). */
export async function ownsExtra(db: Db, userUuid: string, product: OneTimeProduct): Promise<boolean> {
  return (await loadOwnedExtras(db, userUuid)).includes(product);
}
