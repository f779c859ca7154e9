import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Site-wide settings edited by staff (promo bar, help centre, company details...). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
