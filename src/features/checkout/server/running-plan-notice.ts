import "server-only";
import { and, eq } from "drizzle-orm";
import { holdsRunningPlan } from "@/features/subscription/domain/subscription-history";
import type { Db } from "@/server/db/db-type";
import { orders, subscriptions } from "@/server/db/schema/billing";

/**
 * Whether the checkout page tells this browser "you already have a plan" (docs/checkout.md,
 * "One plan per account"): its signed-in customer holds a running subscription, or its purchase
 * cookie names an order whose subscription is running. Nothing here is learned from an address
 * typed into the page: only the browser's own session or purchase says so.
 */
export async function holdsRunningPlanHere(
  db: Db,
  input: { viewerUuid: string | null; purchase: { orderId: string; userUuid: string } | null },
): Promise<boolean> {
  if (input.viewerUuid && (await accountHoldsRunningPlan(db, input.viewerUuid))) return true;
  if (input.purchase) {
    const [row] = await db
      .select({ status: subscriptions.status })
      .from(orders)
      .innerJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
      .where(and(eq(orders.id, input.purchase.orderId), eq(orders.userUuid, input.purchase.userUuid)));
    if (row && holdsRunningPlan(row.status)) return true;
  }
  return false;
}

/** Whether the account holds a running subscription (active, trialing, paused or past due). */
export async function accountHoldsRunningPlan(db: Db, userUuid: string): Promise<boolean> {
  const held = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userUuid, userUuid));
  return held.some((row) => holdsRunningPlan(row.status));
}
