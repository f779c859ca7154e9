import "server-only";
import { and, asc, eq, gte, inArray, or } from "drizzle-orm";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import type { BoughtItem } from "@/features/checkout/domain/bought-item";
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
 * checkout order and the upsells bought after it — never other orders of the account — and the
 * address the receipt went to. Null without a matching order.
 */
export async function loadThankYou(db: Db, claims: PurchaseClaims): Promise<ThankYouData | null> {
  const [initial] = await db.select().from(orders).where(eq(orders.id, claims.orderId));
  if (!initial || initial.userUuid !== claims.userUuid) return null;
  if (!(paidStatuses as readonly string[]).includes(initial.status)) return { state: "not_paid" };
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userUuid, claims.userUuid),
        inArray(orders.status, [...paidStatuses]),
        or(eq(orders.id, initial.id), and(eq(orders.kind, "upsell"), gte(orders.createdAt, initial.createdAt))),
      ),
    )
    .orderBy(asc(orders.createdAt));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.uuid, claims.userUuid));
  const items: BoughtItem[] = [];
  for (const row of rows) {
    const stored = await loadPricePackage(db, row.packageId);
    if (stored) items.push({ orderId: row.id, pkg: stored.pkg, currency: row.currency, amountMinor: row.amountMinor });
  }
  return { state: "paid", email: user?.email ?? "", items };
}
