import "server-only";
import { and, eq } from "drizzle-orm";
import {
  transitionOrder,
  type OrderPaymentRejection,
} from "@/features/billing/domain/order-states";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import type { ProviderPaymentStatus } from "@/features/billing/domain/payment-provider";
import {
  paymentEventFromProvider,
  transitionPayment,
} from "@/features/billing/domain/payment-states";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { orders, payments } from "@/server/db/schema/billing";
import type { OrderRow } from "./order-store";
import { recordSoldPrices } from "./record-sold-prices";

export type PaymentRow = typeof payments.$inferSelect;

export type ReportedPayment = {
  paymentId: string;
  status: ProviderPaymentStatus;
  amountMinor: number;
  currency: string;
  failureCode?: PaymentErrorCode;
};

export type PaymentOutcome = {
  /**
   * `paid` / `failed`: the order moved now; `pending`: the attempt awaits the customer or the
   * provider; `already_paid`: nothing new; `paid_twice`: a second payment that must be refunded;
   * `amount_mismatch` / `currency_mismatch`: money that does not match the order, left for staff.
   */
  kind: "paid" | "failed" | "pending" | OrderPaymentRejection;
  order: OrderRow;
  payment: PaymentRow;
};

/**
 * Records what the provider said about a payment for an order and moves the order, in one
 * transaction with the order row locked (docs/billing.md, "Orders and payments"). Safe to
 * call again with the same payment: from our own call's answer and from its webhook, in any
 * order, the order is paid once. The moment it is paid, the prices it sold at are recorded
 * (`recordSoldPrices`) in the same transaction.
 */
export async function recordPaymentOutcome(
  db: Db,
  input: { orderId: string; provider: ProviderName; payment: ReportedPayment },
  at: Date,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    if (!order) throw new Error(`unknown order ${input.orderId}`);
    const payment = await upsertPayment(tx, order, input.provider, input.payment, at);
    if (payment.status !== "succeeded" && payment.status !== "failed")
      return { kind: "pending" as const, order, payment };
    const event =
      payment.status === "succeeded"
        ? {
            type: "payment_succeeded" as const,
            paymentId: payment.providerPaymentId,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
          }
        : {
            type: "payment_failed" as const,
            paymentId: payment.providerPaymentId,
            code: input.payment.failureCode ?? "processing_error",
          };
    const moved = transitionOrder(
      {
        status: order.status,
        amountMinor: order.amountMinor,
        currency: order.currency,
        refundedMinor: order.refundedMinor,
        paymentId: order.providerPaymentId,
      },
      event,
      at,
    );
    if (!moved.ok) return { kind: moved.reason, order, payment };
    const [updated] = await tx
      .update(orders)
      .set({
        status: moved.state.status,
        providerPaymentId: moved.state.paymentId,
        failureCode: event.type === "payment_failed" ? event.code : null,
        updatedAt: at,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (moved.state.status === "paid" && order.status !== "paid") await recordSoldPrices(tx, order, at);
    return {
      kind: moved.state.status === "paid" ? ("paid" as const) : ("failed" as const),
      order: updated ?? order,
      payment,
    };
  });
}

/** The payment row, inserted once per provider payment id and moved forward when the provider says so. */
async function upsertPayment(
  db: Db,
  order: OrderRow,
  provider: ProviderName,
  reported: ReportedPayment,
  at: Date,
): Promise<PaymentRow> {
  const [inserted] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider,
      providerPaymentId: reported.paymentId,
      amountMinor: reported.amountMinor,
      currency: reported.currency,
      status: "pending",
    })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
    .returning();
  const [current] = inserted
    ? [inserted]
    : await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.provider, provider), eq(payments.providerPaymentId, reported.paymentId)),
        )
        .for("update");
  if (!current) throw new Error("payment row vanished");
  if (current.orderId !== order.id)
    throw new Error(`payment ${reported.paymentId} belongs to another order`);
  const moved = transitionPayment(
    { status: current.status, failureCode: null },
    paymentEventFromProvider(reported.status, reported.failureCode),
    at,
  );
  if (!moved.ok) return current;
  const [updated] = await db
    .update(payments)
    .set({ status: moved.state.status, failureCode: moved.state.failureCode, updatedAt: at })
    .where(eq(payments.id, current.id))
    .returning();
  return updated ?? current;
}

/**
 * A payment the provider refused before it existed there (no payment id): the order fails,
 * unless it is already paid.
 */
export async function recordOrderFailure(
  db: Db,
  orderId: string,
  code: PaymentErrorCode,
  at: Date,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new Error(`unknown order ${orderId}`);
    const moved = transitionOrder(
      {
        status: order.status,
        amountMinor: order.amountMinor,
        currency: order.currency,
        refundedMinor: order.refundedMinor,
        paymentId: order.providerPaymentId,
      },
      { type: "payment_failed", paymentId: null, code },
      at,
    );
    if (!moved.ok) return order;
    const [updated] = await tx
      .update(orders)
      .set({ status: moved.state.status, failureCode: code, updatedAt: at })
      .where(eq(orders.id, order.id))
      .returning();
    return updated ?? order;
  });
}
