import type { PaymentErrorCode } from "./payment-errors";

export const providerNames = ["sandbox", "stripe"] as const;
export type ProviderName = (typeof providerNames)[number];

export const providerEventTypes = [
  "payment.succeeded",
  "payment.failed",
  "invoice.paid",
  "invoice.payment_failed",
  "subscription.updated",
  "subscription.canceled",
  "charge.refunded",
] as const;
export type ProviderEventType = (typeof providerEventTypes)[number];

/** The subscription states a provider reports; ours are decided by our own state machine. */
export const providerSubscriptionStatuses = [
  "trialing",
  "active",
  "past_due",
  "paused",
  "canceled",
  "incomplete",
] as const;
export type ProviderSubscriptionStatus = (typeof providerSubscriptionStatuses)[number];

type EventBase = {
  provider: ProviderName;
  /** The provider's own id for this event: the key webhook deliveries are deduplicated by. */
  eventId: string;
  occurredAt: Date;
};

/** What our code put on the provider object when it was created, echoed back in events. */
export type OurReferences = { orderId?: string; subscriptionId?: string; userUuid?: string };

export type PaymentSucceededEvent = EventBase & {
  type: "payment.succeeded";
  paymentId: string;
  customerId: string | null;
  amountMinor: number;
  currency: string;
  references: OurReferences;
};

export type PaymentFailedEvent = EventBase & {
  type: "payment.failed";
  paymentId: string;
  customerId: string | null;
  amountMinor: number;
  currency: string;
  code: PaymentErrorCode;
  references: OurReferences;
};

export type InvoicePaidEvent = EventBase & {
  type: "invoice.paid";
  invoiceId: string;
  subscriptionId: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
};

export type InvoicePaymentFailedEvent = EventBase & {
  type: "invoice.payment_failed";
  invoiceId: string;
  subscriptionId: string;
  amountMinor: number;
  currency: string;
  code: PaymentErrorCode;
  /** 1 for the first failed charge of this invoice, then one more per failed retry. */
  attempt: number;
  /** When the provider retries next; null when it gave up. */
  nextAttemptAt: Date | null;
};

/** Also sent for a subscription just created (adapters map the provider's "created" here). */
export type SubscriptionUpdatedEvent = EventBase & {
  type: "subscription.updated";
  subscriptionId: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  references: OurReferences;
};

export type SubscriptionCanceledEvent = EventBase & {
  type: "subscription.canceled";
  subscriptionId: string;
  canceledAt: Date;
};

export type ChargeRefundedEvent = EventBase & {
  type: "charge.refunded";
  paymentId: string;
  refundId: string;
  /** This refund's amount (not the running total). */
  amountMinor: number;
  currency: string;
};

/** One webhook event, normalised: our code never reads a provider's own payload shape. */
export type ProviderEvent =
  | PaymentSucceededEvent
  | PaymentFailedEvent
  | InvoicePaidEvent
  | InvoicePaymentFailedEvent
  | SubscriptionUpdatedEvent
  | SubscriptionCanceledEvent
  | ChargeRefundedEvent;
