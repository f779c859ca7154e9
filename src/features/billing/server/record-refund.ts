import "server-only";
import { and, eq, or } from "drizzle-orm";
import { transitionOrder, type OrderRefundRejection } from "@/features/billing/domain/order-states";
import type { RefundInput } from "@/features/billing/domain/payment-provider";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { TransitionActor } from "@/features/billing/domain/subscription-states";
import type { Db } from "@/server/db/db-type";
import { orders, payments, refunds, subscriptions } from "@/server/db/schema/billing";
import type { OrderRow } from "./order-store";
import { applySubscriptionEvent } from "./subscription-store";

export type RefundToRecord = {
  provider: ProviderName;
  providerPaymentId: string;
  providerRefundId: string;
  amountMinor: number;
  currency: string;
  reason: RefundInput["reason"] | null;
  /** Ours when we asked for the refund; null when the provider told us of one. */
  idempotencyKey: string | null;
};

export type RefundOutcome =
  | { kind: "recorded"; order: OrderRow }
  | { kind: "duplicate" | "unknown_payment" | "currency_mismatch" }
  | {
      kind: OrderRefundRejection;
      order: OrderRow;
    };

/**
 * Records a refund once per provider refund id and moves its order to partially_refunded or
 * refunded, in one transaction (docs/billing.md, "Refunds"). A full refund of an order of a
 * subscription also ends the subscription; a partial one leaves it running.
 */
export async function recordRefund(
  db: Db,
  refund: RefundToRecord,
  context: { at: Date; actor: TransitionActor; cause: string | null },
): Promise<RefundOutcome> {
  return db.transaction(async (tx): Promise<RefundOutcome> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, refund.provider),
          eq(payments.providerPaymentId, refund.providerPaymentId),
        ),
      );
    if (!payment) return { kind: "unknown_payment" };
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for("update");
    if (!order) throw new Error(`payment ${payment.id} has no order`);
    const [known] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          eq(refunds.provider, refund.provider),
          eq(refunds.providerRefundId, refund.providerRefundId),
        ),
      );
    if (known) return { kind: "duplicate" };
    if (refund.currency !== order.currency) return { kind: "currency_mismatch" };
    const moved = transitionOrder(
      {
        status: order.status,
        amountMinor: order.amountMinor,
        currency: order.currency,
        refundedMinor: order.refundedMinor,
        paymentId: order.providerPaymentId,
      },
      { type: "refunded", amountMinor: refund.amountMinor },
      context.at,
    );
    if (!moved.ok) return { kind: moved.reason, order };
    await tx.insert(refunds).values({
      orderId: order.id,
      paymentId: payment.id,
      provider: refund.provider,
      providerRefundId: refund.providerRefundId,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      reason: refund.reason,
      status: "succeeded",
      idempotencyKey: refund.idempotencyKey,
    });
    const [updated] = await tx
      .update(orders)
      .set({
        status: moved.state.status,
        refundedMinor: moved.state.refundedMinor,
        updatedAt: context.at,
      })
      .where(eq(orders.id, order.id))
      .returning();
    const [subscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        or(
          eq(subscriptions.initialOrderId, order.id),
          order.subscriptionId ? eq(subscriptions.id, order.subscriptionId) : undefined,
        ),
      );
    if (subscription)
      await applySubscriptionEvent(
        tx,
        subscription.id,
        { type: "refunded", full: moved.state.status === "refunded" },
        context,
      );
    return { kind: "recorded", order: updated ?? order };
  });
}
