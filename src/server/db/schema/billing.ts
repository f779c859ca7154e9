import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orderKinds, orderStatuses } from "@/features/billing/domain/order-states";
import { paymentErrorCodes } from "@/features/billing/domain/payment-errors";
import { paymentStatuses } from "@/features/billing/domain/payment-states";
import { providerNames } from "@/features/billing/domain/provider-event";
import {
  subscriptionStatuses,
  transitionActors,
} from "@/features/billing/domain/subscription-states";
import { pricePackages } from "./pricing";
import { users } from "./quiz";

/** Money tables (docs/billing.md). Amounts are whole minor units (cents) with their currency. */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

export const invoiceStatuses = ["open", "paid", "failed", "void"] as const;
export const refundStatuses = ["pending", "succeeded", "failed"] as const;
export const refundReasons = ["requested_by_customer", "duplicate", "fraudulent"] as const;

/** Our user's customer record at one provider. */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userUuid: uuid("user_uuid")
      .notNull()
      .references(() => users.uuid),
    email: text("email").notNull(),
    provider: text("provider", { enum: providerNames }).notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    /**
     * The method the owner chose for their account, only ever set by the signed-in owner's card
     * change (docs/subscription.md, "Payment method"). Checkouts never write it: each order keeps
     * its own method (orders.payment_method_id).
     */
    paymentMethodId: text("payment_method_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("customers_provider_customer_idx").on(t.provider, t.providerCustomerId),
    uniqueIndex("customers_user_provider_idx").on(t.userUuid, t.provider),
  ],
);

/** One purchase: its amount and currency always copied from the stored package, never from the client. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userUuid: uuid("user_uuid")
      .notNull()
      .references(() => users.uuid),
    packageId: text("package_id")
      .notNull()
      .references(() => pricePackages.id),
    kind: text("kind", { enum: orderKinds }).notNull(),
    currency: text("currency").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    /** Why the last payment attempt failed (a payment error code), while the order is failed. */
    failureCode: text("failure_code", { enum: paymentErrorCodes }),
    /** The client's (or job's) key: the same key never makes a second order. */
    idempotencyKey: text("idempotency_key").notNull().unique("orders_idempotency_key_unique"),
    provider: text("provider", { enum: providerNames }).notNull(),
    /** The provider payment that paid the order. */
    providerPaymentId: text("provider_payment_id"),
    /**
     * The payment method this order was paid with (the buyer's own card at checkout): the
     * upsells bought after it are charged to this method, never to whatever card the account
     * holds (docs/billing.md, "Whose card").
     */
    paymentMethodId: text("payment_method_id"),
    /**
     * Who sent the first request of this key (a hash of the browser's visitor id or quiz
     * session): a replay of the key is answered only to them (docs/billing.md, "Idempotency").
     */
    attemptOwner: text("attempt_owner"),
    subscriptionId: uuid("subscription_id").references((): AnyPgColumn => subscriptions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userUuid, t.createdAt),
    index("orders_provider_payment_idx").on(t.provider, t.providerPaymentId),
    index("orders_subscription_idx").on(t.subscriptionId),
    check("orders_status_check", oneOf(t.status, orderStatuses)),
    check("orders_kind_check", oneOf(t.kind, orderKinds)),
    check(
      "orders_amounts_check",
      sql`${t.amountMinor} >= 0 and ${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.amountMinor}`,
    ),
    check("orders_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Payment attempts against an order; the provider's payment id is unique per provider. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    provider: text("provider", { enum: providerNames }).notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: paymentStatuses }).notNull(),
    failureCode: text("failure_code", { enum: paymentErrorCodes }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_payment_idx").on(t.provider, t.providerPaymentId),
    index("payments_order_idx").on(t.orderId),
    check("payments_status_check", oneOf(t.status, paymentStatuses)),
    check("payments_amount_check", sql`${t.amountMinor} >= 0`),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userUuid: uuid("user_uuid")
      .notNull()
      .references(() => users.uuid),
    packageId: text("package_id")
      .notNull()
      .references(() => pricePackages.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    /** The order that started it: one subscription per initial order. */
    initialOrderId: uuid("initial_order_id")
      .notNull()
      .unique("subscriptions_initial_order_unique")
      .references((): AnyPgColumn => orders.id),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    currency: text("currency").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When it reached canceled or expired. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    provider: text("provider", { enum: providerNames }).notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    /** The card its renewals are charged to: its checkout's, until its owner changes it. */
    paymentMethodId: text("payment_method_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_provider_subscription_idx").on(t.provider, t.providerSubscriptionId),
    index("subscriptions_user_idx").on(t.userUuid),
    index("subscriptions_status_period_idx").on(t.status, t.currentPeriodEnd),
    check("subscriptions_status_check", oneOf(t.status, subscriptionStatuses)),
    check("subscriptions_period_check", sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

/** Every accepted move of a subscription, written in the same transaction as the move. */
export const subscriptionTransitions = pgTable(
  "subscription_transitions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    fromStatus: text("from_status", { enum: subscriptionStatuses }),
    toStatus: text("to_status", { enum: subscriptionStatuses }).notNull(),
    event: text("event").notNull(),
    actor: text("actor", { enum: transitionActors }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** What caused it: a provider event id or an idempotency key. */
    cause: text("cause"),
  },
  (t) => [index("subscription_transitions_subscription_idx").on(t.subscriptionId, t.id)],
);

/** A subscription's bill for one period, as the provider reports it. */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    /** The renewal order the invoice's payment paid. */
    orderId: uuid("order_id").references(() => orders.id),
    provider: text("provider", { enum: providerNames }).notNull(),
    providerInvoiceId: text("provider_invoice_id").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: invoiceStatuses }).notNull(),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("invoices_provider_invoice_idx").on(t.provider, t.providerInvoiceId),
    index("invoices_subscription_idx").on(t.subscriptionId),
    check("invoices_status_check", oneOf(t.status, invoiceStatuses)),
  ],
);

export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    provider: text("provider", { enum: providerNames }).notNull(),
    providerRefundId: text("provider_refund_id").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason", { enum: refundReasons }),
    status: text("status", { enum: refundStatuses }).notNull(),
    /** Set for refunds we asked for; refunds learned from the provider have none. */
    idempotencyKey: text("idempotency_key").unique("refunds_idempotency_key_unique"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refunds_provider_refund_idx").on(t.provider, t.providerRefundId),
    index("refunds_order_idx").on(t.orderId),
    check("refunds_amount_check", sql`${t.amountMinor} > 0`),
  ],
);

/** Every webhook event received, once per provider event id (deliveries are deduplicated here). */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: providerNames }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    /** The normalised event (features/billing/domain/provider-event.ts). */
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("webhook_events_provider_event_idx").on(t.provider, t.eventId),
    index("webhook_events_unprocessed_idx")
      .on(t.receivedAt)
      .where(sql`${t.processedAt} is null`),
  ],
);
