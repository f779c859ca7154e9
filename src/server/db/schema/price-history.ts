import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./billing";
import { pricePackages } from "./pricing";

/**
 * Every price a package really sold at (docs/pricing.md, "Honest urgency and reference
 * prices"): one row per package of a new purchase (an initial or upsell order), written in the
 * transaction that moves the order to paid. Renewals are not sales at an offered price and are
 * not recorded. The final page's struck-through reference price is the lowest of these in the
 * visitor's currency over the last 30 days.
 */
export const priceHistory = pgTable(
  "price_history",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    packageId: text("package_id")
      .notNull()
      .references(() => pricePackages.id),
    currency: text("currency").notNull(),
    /** What the buyer paid for this package, whole minor units. */
    amountMinor: integer("amount_minor").notNull(),
    soldAt: timestamp("sold_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "price_history_pk", columns: [t.orderId, t.packageId] }),
    index("price_history_package_idx").on(t.packageId, t.currency, t.soldAt),
    check("price_history_amount_check", sql`${t.amountMinor} >= 0`),
    check("price_history_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
