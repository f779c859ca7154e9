import { sql } from "drizzle-orm";
import {
  bigint,
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
import { cancelReasons } from "@/features/subscription/domain/cancel-reasons";
import {
  cancelFlowOutcomes,
  cancelFlowSteps,
} from "@/features/subscription/domain/cancel-flow-steps";
import { subscriptions } from "./billing";
import { users } from "./quiz";

/** The account's changes to a subscription (docs/subscription.md, "Storage"). */

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

/** One row per recorded step of the cancel flow: who, when, step, reason, offer, outcome. */
export const subscriptionChangeEvents = pgTable(
  "subscription_change_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    userUuid: uuid("user_uuid")
      .notNull()
      .references(() => users.uuid),
    /** The page's id of one pass through the flow. */
    flowId: uuid("flow_id").notNull(),
    step: text("step", { enum: cancelFlowSteps }).notNull(),
    reason: text("reason", { enum: cancelReasons }),
    reasonText: text("reason_text"),
    /** The offer shown or taken (features/subscription/domain/retention-offer.ts). */
    offer: jsonb("offer").$type<Record<string, unknown>>(),
    outcome: text("outcome", { enum: cancelFlowOutcomes }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("subscription_change_events_step_idx").on(t.flowId, t.step),
    index("subscription_change_events_subscription_idx").on(t.subscriptionId, t.id),
    check("subscription_change_events_step_check", inList("step", cancelFlowSteps)),
    check("subscription_change_events_outcome_check", inList("outcome", cancelFlowOutcomes)),
  ],
);

export const retentionOfferKinds = ["pause", "discount"] as const;

/** An offer a subscription accepted, as applied at the provider; one per subscription. */
export const subscriptionRetentionOffers = pgTable(
  "subscription_retention_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    /** The flow that took it: a retry of that flow finishes its work, any other is refused. */
    flowId: uuid("flow_id").notNull(),
    kind: text("kind", { enum: retentionOfferKinds }).notNull(),
    pauseMonths: integer("pause_months"),
    resumesAt: timestamp("resumes_at", { withTimezone: true }),
    percentOff: integer("percent_off"),
    renewals: integer("renewals"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("subscription_retention_offers_subscription_idx").on(t.subscriptionId),
    check("subscription_retention_offers_kind_check", inList("kind", retentionOfferKinds)),
    check(
      "subscription_retention_offers_shape_check",
      sql`(kind = 'pause' and pause_months between 1 and 3 and resumes_at is not null)
        or (kind = 'discount' and percent_off between 1 and 100 and renewals > 0)`,
    ),
  ],
);
