import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { orders } from "./billing";
import { pricePackages } from "./pricing";

/**
 * The packages one order holds (docs/upsell.md, "Orders with several packages"). An upsell
 * charged as one transaction for several add-ons is one order with one item per package;
 * `orders.package_id` then names its first item and `orders.amount_minor` is the items' sum.
 * Every upsell order has its items; an order without items holds only `orders.package_id`.
 */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    packageId: text("package_id")
      .notNull()
      .references(() => pricePackages.id),
    /** Copied from the stored package in the order's currency, never from the client. */
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** The item's place in the order, from 0. */
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "order_items_pk", columns: [t.orderId, t.packageId] }),
    index("order_items_package_idx").on(t.packageId),
    check("order_items_amount_check", sql`${t.amountMinor} >= 0`),
    check("order_items_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
