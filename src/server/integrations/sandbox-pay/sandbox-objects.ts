import "server-only";
import type {
  sandboxCustomers,
  sandboxInvoices,
  sandboxPaymentIntents,
  sandboxRefunds,
  sandboxSubscriptions,
} from "@/server/db/schema/sandbox-pay";

/**
 * The processor's objects as it answers them and puts them in webhook events (its own wire
 * format, snake_case, dates as ISO text). Only the adapter translates them for billing.
 */
export type CustomerObject = {
  object: "customer";
  id: string;
  email: string;
  user_uuid: string | null;
};

export type PaymentIntentObject = {
  object: "payment_intent";
  id: string;
  customer: string;
  payment_method: string;
  amount: number;
  currency: string;
  status: "requires_action" | "processing" | "succeeded" | "failed";
  failure_code: string | null;
  /** Where the buyer confirms a payment that `requires_action`. */
  next_action_url: string | null;
  subscription: string | null;
  invoice: string | null;
  amount_refunded: number;
  metadata: Record<string, string>;
};

export type SubscriptionObject = {
  object: "subscription";
  id: string;
  customer: string;
  status: "incomplete" | "trialing" | "active" | "past_due" | "paused" | "canceled";
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  metadata: Record<string, string>;
};

export type InvoiceObject = {
  object: "invoice";
  id: string;
  subscription: string;
  payment_intent: string | null;
  amount: number;
  currency: string;
  status: "open" | "paid" | "failed";
  period_start: string;
  period_end: string;
  attempt_count: number;
  next_payment_attempt: string | null;
  failure_code: string | null;
};

export type RefundObject = {
  object: "refund";
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  status: "succeeded";
};

export type SandboxObject =
  CustomerObject | PaymentIntentObject | SubscriptionObject | InvoiceObject | RefundObject;

/** The buyer's authentication page for a payment (a page of the processor's own). */
export function authenticationPath(paymentIntentId: string): string {
  return `/api/billing/sandbox/authenticate/${paymentIntentId}`;
}

export function customerObject(row: typeof sandboxCustomers.$inferSelect): CustomerObject {
  return { object: "customer", id: row.id, email: row.email, user_uuid: row.userUuid };
}

export function paymentIntentObject(
  row: typeof sandboxPaymentIntents.$inferSelect,
): PaymentIntentObject {
  const status = row.status as PaymentIntentObject["status"];
  return {
    object: "payment_intent",
    id: row.id,
    customer: row.customerId,
    payment_method: row.paymentMethodId,
    amount: row.amountMinor,
    currency: row.currency,
    status,
    failure_code: row.failureCode,
    next_action_url: status === "requires_action" ? authenticationPath(row.id) : null,
    subscription: row.subscriptionId,
    invoice: row.invoiceId,
    amount_refunded: row.refundedMinor,
    metadata: row.metadata,
  };
}

export function subscriptionObject(
  row: typeof sandboxSubscriptions.$inferSelect,
  canceledAt: Date | null = null,
): SubscriptionObject {
  return {
    object: "subscription",
    id: row.id,
    customer: row.customerId,
    status: row.status as SubscriptionObject["status"],
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: canceledAt?.toISOString() ?? null,
    metadata: row.metadata,
  };
}

export function invoiceObject(
  row: typeof sandboxInvoices.$inferSelect,
  failureCode: string | null = null,
): InvoiceObject {
  return {
    object: "invoice",
    id: row.id,
    subscription: row.subscriptionId,
    payment_intent: row.paymentIntentId,
    amount: row.amountMinor,
    currency: row.currency,
    status: row.status as InvoiceObject["status"],
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    attempt_count: row.failedAttempts,
    next_payment_attempt: row.nextAttemptAt?.toISOString() ?? null,
    failure_code: failureCode,
  };
}

export function refundObject(row: typeof sandboxRefunds.$inferSelect): RefundObject {
  return {
    object: "refund",
    id: row.id,
    payment_intent: row.paymentIntentId,
    amount: row.amountMinor,
    currency: row.currency,
    status: "succeeded",
  };
}
