import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Split-test results kept up to date by a job (docs/split-results.md): one row per exposed
 * visitor with their outcome, the per split/group/day sums the results page reads, the job's
 * watermarks, and the minimum detectable effect chosen per split.
 */

/** One exposed visitor's outcome in one split, recomputed whenever their orders change. */
export const splitResultVisitors = pgTable(
  "split_result_visitors",
  {
    splitName: text("split_name").notNull(),
    visitorId: text("visitor_id").notNull(),
    groupKey: text("group_key").notNull(),
    exposedDay: date("exposed_day", { mode: "string" }).notNull(),
    /** UTC day of the first paid order after exposure; null while the visitor has not bought. */
    purchaseDay: date("purchase_day", { mode: "string" }),
    /** Paid initial and upsell orders in the shop currency, less their refunds (minor units). */
    netMinor: bigint("net_minor", { mode: "number" }).notNull().default(0),
    upsellTaken: boolean("upsell_taken").notNull().default(false),
    refunded: boolean("refunded").notNull().default(false),
    /** Bought in another currency than the shop's: counted as a purchase, not in revenue. */
    otherCurrency: boolean("other_currency").notNull().default(false),
  },
  (t) => [
    primaryKey({ name: "split_result_visitors_pk", columns: [t.splitName, t.visitorId] }),
    index("split_result_visitors_visitor_idx").on(t.visitorId),
    /** The revenue tail of a split, read from the top for the 99th percentile. */
    index("split_result_visitors_revenue_idx")
      .on(t.splitName, t.netMinor)
      .where(sql`${t.netMinor} <> 0`),
  ],
);

/**
 * Sums per split, group and day. Visitors count on their exposure day; buyers and everything
 * about money count on the day of their first purchase, so the sums add up over days.
 */
export const splitResultDaily = pgTable(
  "split_result_daily",
  {
    splitName: text("split_name").notNull(),
    groupKey: text("group_key").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitors: integer("visitors").notNull().default(0),
    buyers: integer("buyers").notNull().default(0),
    upsellTakers: integer("upsell_takers").notNull().default(0),
    refundedBuyers: integer("refunded_buyers").notNull().default(0),
    otherCurrencyBuyers: integer("other_currency_buyers").notNull().default(0),
    /** Visitors whose net revenue is not 0. */
    revenueVisitors: integer("revenue_visitors").notNull().default(0),
    netSum: bigint("net_sum", { mode: "number" }).notNull().default(0),
    netSumOfSquares: doublePrecision("net_sum_of_squares").notNull().default(0),
  },
  (t) => [primaryKey({ name: "split_result_daily_pk", columns: [t.splitName, t.groupKey, t.day] })],
);

/** Where the job stands: the last exposure id read and the orders' change watermark. */
export const splitResultState = pgTable("split_result_state", {
  id: integer("id").primaryKey(),
  lastExposureId: bigint("last_exposure_id", { mode: "number" }).notNull().default(0),
  ordersAt: timestamp("orders_at", { withTimezone: true }),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
});

/** The minimum detectable effect of one split (relative, 0.05 = +5 %), set by staff. */
export const splitResultSettings = pgTable(
  "split_result_settings",
  {
    splitName: text("split_name").primaryKey(),
    minimumEffect: doublePrecision("minimum_effect").notNull(),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("split_result_settings_effect", sql`${t.minimumEffect} > 0 and ${t.minimumEffect} <= 10`),
  ],
);
