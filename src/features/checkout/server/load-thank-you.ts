import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { BoughtItem } from "@/features/checkout/domain/bought-item";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import { findOrderItems } from "@/features/billing/server/order-store";
import { upsellOrderIdsOf } from "@/features/upsell/server/upsell-chain-store";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";
import { users } from "@/server/db/schema/quiz";
import type { PurchaseClaims } from "./purchase-cookie";

export type ThankYouData =
  | { state: "paid"; email: string; items: BoughtItem[] }
  /** The checkout's order is not paid yet (or failed): the confirmation page handles it. */
  | { state: "not_paid" };

const paidStatuses = ["paid", "partially_refunded"] as const;

/**
 * What the thank-you page shows its buyer (docs/checkout.md, "Thank-you page"): the paid
 * checkout order and the paid or still confirming upsells of its chain (docs/upsell.md) — never other orders of the
 * account — and the address the receipt went to. Null without a matching order.
 */
export async function loadThankYou(db: Db, claims: PurchaseClaims): Promise<ThankYouData | null> {
  const [initial] = await db.select().from(orders).where(eq(orders.id, claims.orderId));
  if (!initial || initial.userUuid !== claims.userUuid) return null;
  if (!(paidStatuses as readonly string[]).includes(initial.status)) return { state: "not_paid" };
  const upsellIds = await upsellOrderIdsOf(db, initial.id);
  const upsells = upsellIds.length
    ? await db
        .select()
        .from(orders)
        .where(and(inArray(orders.id, upsellIds), eq(orders.userUuid, claims.userUuid), inArray(orders.status, [...paidStatuses, "pending"])))
    : [];
  const paidUpsells = upsellIds.flatMap((id) => upsells.filter((row) => row.id === id));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.uuid, claims.userUuid));
  const items: BoughtItem[] = [];
  for (const order of [initial, ...paidUpsells]) {
    const lines = await findOrderItems(db, order.id);
    const parts = lines.length
      ? lines.map((line) => ({ packageId: line.packageId, amountMinor: line.amountMinor }))
      : [{ packageId: order.packageId, amountMinor: order.amountMinor }];
    for (const part of parts) {
      const stored = await loadPricePackage(db, part.packageId);
      if (stored)
        items.push({
          orderId: order.id,
          pkg: stored.pkg,
          currency: order.currency,
          amountMinor: part.amountMinor,
          pending: order.status === "pending",
        });
    }
  }
  return { state: "paid", email: user?.email ?? "", items };
}
