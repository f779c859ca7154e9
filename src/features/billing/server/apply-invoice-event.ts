import "server-only";
import { and, eq } from "drizzle-orm";
import type {
  InvoicePaidEvent,
  InvoicePaymentFailedEvent,
} from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { invoices, orders, payments } from "@/server/db/schema/billing";
import { createOrder } from "./order-store";
import { recordPaymentOutcome } from "./record-payment-outcome";
import {
  applySubscriptionEvent,
  findSubscriptionByProviderId,
  type SubscriptionRow,
} from "./subscription-store";
import { UnknownYetError } from "./unknown-yet-error";

type Context = { at: Date; cause: string };

/**
 * A paid invoice (docs/billing.md, "Renewals"): its payment pays the subscription's initial
 * order while that is unpaid, else a renewal order made once per invoice; then the
 * subscription moves to the invoice's period. A zero invoice (a trial starting) moves nothing.
 */
export async function applyInvoicePaid(
  db: Db,
  event: InvoicePaidEvent,
  context: Context,
): Promise<string> {
  const subscription = await subscriptionOf(db, event);
  if (event.amountMinor === 0) {
    await upsertInvoice(
      db,
      subscription,
      event,
      { status: "paid", orderId: null, paidAt: context.at },
      context.at,
    );
    return "zero_invoice";
  }
  const orderId = await orderFor(db, subscription, event);
  const outcome = await recordPaymentOutcome(
    db,
    {
      orderId,
      provider: event.provider,
      payment: {
        paymentId: event.paymentId,
        status: "succeeded",
        amountMinor: event.amountMinor,
        currency: event.currency,
      },
    },
    context.at,
  );
  await upsertInvoice(
    db,
    subscription,
    event,
    { status: "paid", orderId, paidAt: context.at },
    context.at,
  );
  const moved = await applySubscriptionEvent(
    db,
    subscription.id,
    { type: "payment_succeeded", periodStart: event.periodStart, periodEnd: event.periodEnd },
    { at: context.at, actor: "provider", cause: context.cause },
  );
  return `order_${outcome.kind}, subscription_${moved.ok ? moved.subscription.status : `refused_${moved.reason}`}`;
}

/**
 * A failed invoice charge: the subscription becomes (or stays) past due; when the provider
 * will not try again, its retries are exhausted and the subscription ends.
 */
export async function applyInvoicePaymentFailed(
  db: Db,
  event: InvoicePaymentFailedEvent,
  context: Context,
): Promise<string> {
  const subscription = await subscriptionOf(db, event);
  const givenUp = event.nextAttemptAt === null;
  await upsertInvoice(
    db,
    subscription,
    event,
    { status: givenUp ? "failed" : "open", orderId: null, paidAt: null },
    context.at,
  );
  const transition = { at: context.at, actor: "provider" as const, cause: context.cause };
  const failed = await applySubscriptionEvent(
    db,
    subscription.id,
    { type: "payment_failed" },
    transition,
  );
  if (!givenUp)
    return `subscription_${failed.ok ? failed.subscription.status : `refused_${failed.reason}`}`;
  const ended = await applySubscriptionEvent(
    db,
    subscription.id,
    { type: "retries_exhausted" },
    transition,
  );
  return `subscription_${ended.ok ? ended.subscription.status : `refused_${ended.reason}`}`;
}

async function subscriptionOf(
  db: Db,
  event: InvoicePaidEvent | InvoicePaymentFailedEvent,
): Promise<SubscriptionRow> {
  const subscription = await findSubscriptionByProviderId(db, event.provider, event.subscriptionId);
  if (!subscription)
    throw new UnknownYetError(`subscription ${event.subscriptionId} is not stored yet`);
  return subscription;
}

async function orderFor(
  db: Db,
  subscription: SubscriptionRow,
  event: InvoicePaidEvent,
): Promise<string> {
  const [known] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(eq(payments.provider, event.provider), eq(payments.providerPaymentId, event.paymentId)),
    );
  if (known) return known.orderId;
  const [initial] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, subscription.initialOrderId));
  if (initial && (initial.status === "pending" || initial.status === "failed")) return initial.id;
  const renewal = await createOrder(db, {
    userUuid: subscription.userUuid,
    packageId: subscription.packageId,
    kind: "renewal",
    currency: event.currency,
    amountMinor: event.amountMinor,
    idempotencyKey: `invoice:${event.provider}:${event.invoiceId}`,
    provider: event.provider,
    subscriptionId: subscription.id,
  });
  return renewal.order.id;
}

async function upsertInvoice(
  db: Db,
  subscription: SubscriptionRow,
  event: InvoicePaidEvent | InvoicePaymentFailedEvent,
  values: { status: "paid" | "open" | "failed"; orderId: string | null; paidAt: Date | null },
  at: Date,
): Promise<void> {
  const failed = event.type === "invoice.payment_failed" ? event : null;
  const changes = {
    status: values.status,
    amountMinor: event.amountMinor,
    currency: event.currency,
    ...(values.orderId && { orderId: values.orderId }),
    ...(values.paidAt && { paidAt: values.paidAt }),
    ...(failed && { attemptCount: failed.attempt, nextAttemptAt: failed.nextAttemptAt }),
    ...(event.type === "invoice.paid" && {
      periodStart: event.periodStart,
      periodEnd: event.periodEnd,
    }),
  };
  const [existing] = await db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.provider, event.provider), eq(invoices.providerInvoiceId, event.invoiceId)),
    )
    .for("update");
  // A paid invoice stays paid whatever order late failure events arrive in.
  if (existing?.status === "paid") return;
  if (existing) {
    await db
      .update(invoices)
      .set({ ...changes, updatedAt: at })
      .where(eq(invoices.id, existing.id));
    return;
  }
  await db.insert(invoices).values({
    subscriptionId: subscription.id,
    provider: event.provider,
    providerInvoiceId: event.invoiceId,
    ...changes,
  });
}
