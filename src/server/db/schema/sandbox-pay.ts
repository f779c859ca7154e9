import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * The offline sandbox card processor's own state (docs/billing.md, "The sandbox provider").
 * The app never reads these tables: it learns about money from the processor's answers and
 * its webhooks only. Ids are the processor's (`cus_…`, `pm_…`, `pi_…`, `sub_…`, `in_…`,
 * `re_…`, `evt_…`).
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull();

export const sandboxCustomers = pgTable("sandbox_pay_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  userUuid: text("user_uuid"),
  createdAt: createdAt(),
});

/** A tokenised card: only its behaviour, brand, last four digits and expiry are kept. */
export const sandboxPaymentMethods = pgTable("sandbox_pay_payment_methods", {
  id: text("id").primaryKey(),
  /** What the test card does when charged (see card-behaviour.ts). */
  behaviour: text("behaviour").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  customerId: text("customer_id"),
  createdAt: createdAt(),
});

export const sandboxPaymentIntents = pgTable(
  "sandbox_pay_payment_intents",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** requires_action → processing → succeeded, or failed. */
    status: text("status").notNull(),
    failureCode: text("failure_code"),
    offSession: boolean("off_session").notNull(),
    description: text("description").notNull(),
    /** The caller's references (`orderId`, `userUuid`), echoed in events. */
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
    subscriptionId: text("subscription_id"),
    invoiceId: text("invoice_id"),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("sandbox_pay_intent_amount", sql`${t.amountMinor} >= 0`),
    check("sandbox_pay_intent_refunded", sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
  ],
);

export const sandboxSubscriptions = pgTable(
  "sandbox_pay_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    currency: text("currency").notNull(),
    intervalUnit: text("interval_unit").notNull(),
    intervalCount: integer("interval_count").notNull(),
    /** Paid periods still charged at the intro price. */
    introPeriodsLeft: integer("intro_periods_left").notNull(),
    introAmountMinor: integer("intro_amount_minor").notNull(),
    regularAmountMinor: integer("regular_amount_minor").notNull(),
    packageId: text("package_id").notNull(),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
    /** incomplete, trialing, active, past_due, paused, canceled. */
    status: text("status").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** While paused: when collection resumes by itself (null: until resumed). */
    resumesAt: timestamp("resumes_at", { withTimezone: true }),
    /** A percentage off the next renewals, and how many renewals it still covers. */
    discountPercent: integer("discount_percent").notNull().default(0),
    discountRenewalsLeft: integer("discount_renewals_left").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sandbox_pay_subscriptions_due_idx").on(t.status, t.currentPeriodEnd)],
);

/** One period's bill; a failed renewal keeps its dunning state here. */
export const sandboxInvoices = pgTable(
  "sandbox_pay_invoices",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    /** open, paid, failed (gave up). */
    status: text("status").notNull(),
    paymentIntentId: text("payment_intent_id"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    firstFailedAt: timestamp("first_failed_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sandbox_pay_invoices_retry_idx").on(t.status, t.nextAttemptAt)],
);

export const sandboxRefunds = pgTable("sandbox_pay_refunds", {
  id: text("id").primaryKey(),
  paymentIntentId: text("payment_intent_id").notNull(),
  amountMinor: integer("amount_minor").notNull(),
  currency: text("currency").notNull(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

/** Every mutating call's answer, kept by its idempotency key and replayed for a repeat. */
export const sandboxIdempotencyKeys = pgTable("sandbox_pay_idempotency_keys", {
  key: text("key").primaryKey(),
  operation: text("operation").notNull(),
  /** A digest of the request: the same key with another request is refused. */
  requestHash: text("request_hash").notNull(),
  answer: jsonb("answer").notNull(),
  createdAt: createdAt(),
});

/** An outgoing webhook event and its delivery to the app. */
export const sandboxEvents = pgTable(
  "sandbox_pay_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The exact JSON body delivered (signed at each attempt with the attempt's time). */
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sandbox_pay_events_pending_idx").on(t.deliveredAt, t.createdAt)],
);
