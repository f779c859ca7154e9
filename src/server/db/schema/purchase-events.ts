import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { orders } from "./billing";

/**
 * What happens after money arrives (docs/purchase-events.md): the visitor's facts at checkout,
 * kept per order, and the after-payment effects of every paid order with their progress.
 */

/** The visitor's facts when an order was made, for the effects that run once it is paid. */
export const purchaseContexts = pgTable("purchase_contexts", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id),
  visitorId: text("visitor_id").notNull(),
  locale: text("locale").notNull(),
  country: text("country").notNull(),
  /** The consent groups as they stood at checkout ({ necessary, performance, functional, targeting }). */
  consent: jsonb("consent").$type<Record<string, boolean>>().notNull(),
  attribution: jsonb("attribution").$type<Record<string, string>>().notNull(),
  pageUrl: text("page_url").notNull(),
  userAgent: text("user_agent"),
  /** For server-side conversions only; cleared once the conversions are settled. Never logged. */
  ipAddress: text("ip_address"),
  clickIds: jsonb("click_ids").$type<Record<string, string>>().notNull(),
  quizName: text("quiz_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `pending`: to run; `running`: claimed until `lease_until`; `done`; `skipped` (nothing to do,
 * e.g. no consent); `failed`: retried at `next_attempt_at`; `gave_up`: out of attempts, for staff.
 */
export const purchaseEffectStatuses = [
  "pending",
  "running",
  "done",
  "skipped",
  "failed",
  "gave_up",
] as const;
export type PurchaseEffectStatus = (typeof purchaseEffectStatuses)[number];

/** One after-payment effect of one order: run at most once to completion, keyed by both. */
export const purchaseEffects = pgTable(
  "purchase_effects",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    effect: text("effect").notNull(),
    status: text("status", { enum: purchaseEffectStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Who holds a running effect, and until when; a lapsed lease may be claimed again. */
    leaseToken: uuid("lease_token"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the effect left behind (an outbox id, a skip reason), without personal data. */
    note: text("note"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "purchase_effects_pk", columns: [t.orderId, t.effect] }),
    index("purchase_effects_due_idx").on(t.status, t.nextAttemptAt),
    check(
      "purchase_effects_status_check",
      sql`${t.status} in ('pending', 'running', 'done', 'skipped', 'failed', 'gave_up')`,
    ),
    check("purchase_effects_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
