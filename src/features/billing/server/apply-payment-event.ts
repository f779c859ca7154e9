import "server-only";
import { and, eq } from "drizzle-orm";
import type {
  PaymentFailedEvent,
  PaymentSucceededEvent,
} from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { payments } from "@/server/db/schema/billing";
import { logger } from "@/server/log/logger";
import { findOrder } from "./order-store";
import { recordPaymentOutcome } from "./record-payment-outcome";

/**
 * A payment event: the order is the one our reference names, else the one this payment was
 * recorded for. This is what repairs a purchase whose charge went through while our own write
 * did not (docs/billing.md, "Crash safety").
 */
export async function applyPaymentEvent(
  db: Db,
  event: PaymentSucceededEvent | PaymentFailedEvent,
  at: Date,
): Promise<string> {
  const orderId = event.references.orderId ?? (await orderIdOfPayment(db, event));
  const order = orderId ? await findOrder(db, orderId) : null;
  if (!order || order.provider !== event.provider) return "no_matching_order";
  const outcome = await recordPaymentOutcome(
    db,
    {
      orderId: order.id,
      provider: event.provider,
      payment: {
        paymentId: event.paymentId,
        status: event.type === "payment.succeeded" ? "succeeded" : "failed",
        amountMinor: event.amountMinor,
        currency: event.currency,
        ...(event.type === "payment.failed" && { failureCode: event.code }),
      },
    },
    at,
  );
  if (
    outcome.kind === "paid_twice" ||
    outcome.kind === "amount_mismatch" ||
    outcome.kind === "currency_mismatch"
  )
    logger.error("payment does not fit its order; needs a refund or a look", {
      orderId: order.id,
      paymentId: event.paymentId,
      outcome: outcome.kind,
    });
  return `order_${outcome.kind}`;
}

async function orderIdOfPayment(
  db: Db,
  event: { provider: PaymentSucceededEvent["provider"]; paymentId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(eq(payments.provider, event.provider), eq(payments.providerPaymentId, event.paymentId)),
    );
  return row?.orderId ?? null;
}
