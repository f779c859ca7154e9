import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import type { OrderFacts } from "@/features/purchase-events/domain/purchase-facts";
import { isCurrencyCode } from "@/features/pricing/domain/currencies";
import type { PricePackage } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import { orders, payments, subscriptions } from "@/server/db/schema/billing";
import { users } from "@/server/db/schema/quiz";
import { loadPurchaseContext, type PurchaseContext } from "./purchase-context-store";

/** Everything the effects of one paid order read, loaded once per run. */
export type PaidOrder = {
  order: OrderFacts;
  pkg: PricePackage;
  /** The order's own context; for a renewal, the context of the subscription's first order. */
  context: PurchaseContext | null;
  buyer: { email: string; locale: string; name?: string };
  paidAt: Date;
  /** When the subscription charges next (subscription orders only). */
  nextChargeAt?: Date;
};

/** The paid order with its package, buyer and context; throws when a part is missing. */
export async function loadPaidOrder(db: Db, orderId: string): Promise<PaidOrder> {
  const [row] = await db
    .select({ order: orders, email: users.email, locale: users.locale, profile: users.profile })
    .from(orders)
    .innerJoin(users, eq(users.uuid, orders.userUuid))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  const { order } = row;
  if (!isCurrencyCode(order.currency)) throw new Error(`order ${orderId} has an unknown currency`);
  const stored = await loadPricePackage(db, order.packageId);
  if (!stored) throw new Error(`package ${order.packageId} of order ${orderId} not found`);

  const subscription = await subscriptionOf(db, order.id, order.subscriptionId);
  const contextOrderId =
    order.kind === "renewal" && subscription ? subscription.initialOrderId : order.id;
  const [payment] = await db
    .select({ at: payments.updatedAt })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  const profileName = (row.profile as { name?: unknown } | null)?.name;
  return {
    order: {
      orderId: order.id,
      userUuid: order.userUuid,
      kind: order.kind,
      packageId: order.packageId,
      amountMinor: order.amountMinor,
      currency: order.currency,
    },
    pkg: stored.pkg,
    context: await loadPurchaseContext(db, contextOrderId),
    buyer: {
      email: row.email,
      locale: row.locale,
      ...(typeof profileName === "string" && profileName.trim() ? { name: profileName } : {}),
    },
    paidAt: payment?.at ?? order.updatedAt,
    ...(subscription && stored.pkg.kind === "subscription"
      ? { nextChargeAt: subscription.currentPeriodEnd }
      : {}),
  };
}

async function subscriptionOf(db: Db, orderId: string, subscriptionId: string | null) {
  const [row] = await db
    .select({ initialOrderId: subscriptions.initialOrderId, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(subscriptionId ? eq(subscriptions.id, subscriptionId) : eq(subscriptions.initialOrderId, orderId))
    .limit(1);
  return row ?? null;
}
