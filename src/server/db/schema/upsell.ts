import { sql } from "drizzle-orm";
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { paymentErrorCodes } from "@/features/billing/domain/payment-errors";
import type { UpsellPlan } from "@/features/upsell/domain/plan-upsell-chain";
import { upsellStepStatuses } from "@/features/upsell/domain/upsell-progress";
import { orders } from "./billing";
import { pricePackages } from "./pricing";

/** The offers after a checkout and the buyer's answers (docs/upsell.md, "Storage"). */

/** A one-time package sold as a bundle, and the add-ons it stands for. */
export const upsellBundles = pgTable("upsell_bundles", {
  packageId: text("package_id")
    .primaryKey()
    .references(() => pricePackages.id),
  /** Package ids of the add-ons the bundle includes (JSON list). */
  includedPackageIds: jsonb("included_package_ids").$type<string[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The chain decided for one initial order at its first upsell page, kept as decided. */
export const upsellChains = pgTable("upsell_chains", {
  initialOrderId: uuid("initial_order_id")
    .primaryKey()
    .references(() => orders.id),
  /** The initial order's currency: every offer is priced and charged in it. */
  currency: text("currency").notNull(),
  plan: jsonb("plan").$type<UpsellPlan>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One offer step of a chain: shown, being charged, accepted, declined or failed. */
export const upsellSteps = pgTable(
  "upsell_steps",
  {
    initialOrderId: uuid("initial_order_id")
      .notNull()
      .references(() => upsellChains.initialOrderId),
    step: integer("step").notNull(),
    status: text("status", { enum: upsellStepStatuses }).notNull(),
    /** The packages the buyer chose, once they accepted (JSON list). */
    packageIds: jsonb("package_ids").$type<string[]>(),
    /** The upsell orders the acceptance made (JSON list). */
    orderIds: jsonb("order_ids").$type<string[]>(),
    /** Why the charge was refused, when failed. */
    failureCode: text("failure_code", { enum: paymentErrorCodes }),
    shownAt: timestamp("shown_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "upsell_steps_pk", columns: [t.initialOrderId, t.step] }),
    check("upsell_steps_step_check", sql`${t.step} between 1 and 3`),
    check(
      "upsell_steps_status_check",
      sql`${t.status} in ('shown', 'accepting', 'accepted', 'declined', 'failed')`,
    ),
  ],
);
