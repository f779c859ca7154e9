import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./quiz";

/**
 * better-auth's four tables (docs/account.md, "Sessions"; ADR 0005). Its user is our customer:
 * `auth_users.id` IS `users.uuid` (one row per customer, created when they first ask for a
 * sign-in mail), so a session names the customer by the uuid every other table uses.
 */
export const authUsers = pgTable(
  "auth_users",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.uuid, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    /** Always lower case: better-auth looks users up by the lower-cased address. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("auth_users_email_idx").on(t.email)],
);

/** One row per signed-in browser; the cookie carries `token` (signed). Deleted at sign-out. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /**
     * Set on a session opened right after a purchase, before the address was proven: the
     * initial order of that purchase. Such a session sees the account only while nothing but
     * that purchase is on it, and ends when the address is proven (docs/account.md, "Right
     * after paying").
     */
    purchaseOrderId: uuid("purchase_order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("auth_sessions_token_idx").on(t.token), index("auth_sessions_user_idx").on(t.userId)],
);

/** better-auth's linked sign-in methods; e-mail sign-in writes none (kept for its schema). */
export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_accounts_user_idx").on(t.userId)],
);

/**
 * Pending sign-ins: the mail's code (`sign-in-otp-<email>`, stored hashed with its tries) and
 * its link (`magic-link:<hashed token>`), each deleted when used.
 */
export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.identifier), index("auth_verifications_expires_idx").on(t.expiresAt)],
);
