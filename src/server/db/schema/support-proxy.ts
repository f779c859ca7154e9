import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./quiz";

/**
 * Read-only support views of a customer's account (docs/support-proxy.md, "Account view"):
 * one row per opened view, bound to the staff member who opened it and the customer it shows,
 * valid for 15 minutes or until ended. Only the SHA-256 of the cookie's token is kept.
 */
export const supportProxySessions = pgTable(
  "support_proxy_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    /** The staff member (kept by id and e-mail, as the audit log does). */
    staffId: uuid("staff_id").notNull(),
    staffEmail: text("staff_email").notNull(),
    customerUuid: uuid("customer_uuid")
      .notNull()
      .references(() => users.uuid, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("support_proxy_sessions_token_idx").on(t.tokenHash), index("support_proxy_sessions_staff_idx").on(t.staffId, t.createdAt)],
);
