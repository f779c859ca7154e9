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
import type { AmountsByCurrency } from "@/features/billing/domain/price-package-columns";

/**
 * Price packages, the stored form of features/pricing/domain/package.ts: what a visitor can
 * buy. Orders copy their amount from here, never from the client (docs/billing.md). A
 * subscription has a period and an intro offer; a one-time package (an upsell) has neither.
 */
export const pricePackages = pgTable(
  "price_packages",
  {
    /** `pp_…`, the id links and experiment instructions use. */
    id: text("id").primaryKey(),
    /** Staff's name for the package in the management area (never shown to visitors). */
    name: text("name").notNull().default(""),
    kind: text("kind", { enum: ["subscription", "one_time"] }).notNull(),
    product: text("product").notNull(),
    periodUnit: text("period_unit", { enum: ["week", "month"] }),
    periodCount: integer("period_count"),
    introKind: text("intro_kind", { enum: ["none", "intro_price", "free_trial"] }),
    /** Billing periods at the intro price (intro_price only). */
    introPeriods: integer("intro_periods"),
    /** Free days before the first charge (free_trial only). */
    trialDays: integer("trial_days"),
    /** The intro price per currency (intro_price only). */
    introAmounts: jsonb("intro_amounts").$type<AmountsByCurrency>(),
    /** The regular price per currency; a one-time package's price. */
    regularAmounts: jsonb("regular_amounts").$type<AmountsByCurrency>().notNull(),
    /** A one-time package's higher price shown struck through, per currency. */
    listAmounts: jsonb("list_amounts").$type<AmountsByCurrency>(),
    mostPopular: boolean("most_popular").notNull().default(false),
    /** Ascending order in which packages are shown. */
    position: integer("position").notNull().default(0),
    /** Inactive packages are never sold (existing subscriptions keep renewing). */
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("price_packages_active_position_idx").on(t.active, t.position),
    check("price_packages_id_check", sql`${t.id} ~ '^pp_[a-z0-9][a-z0-9_]{0,62}$'`),
    check("price_packages_kind_check", sql`${t.kind} in ('subscription', 'one_time')`),
    check(
      "price_packages_shape_check",
      sql`(${t.kind} = 'subscription') = (${t.periodUnit} is not null and ${t.periodCount} > 0 and ${t.introKind} is not null)`,
    ),
  ],
);
