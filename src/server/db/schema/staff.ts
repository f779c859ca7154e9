import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Staff accounts: a second better-auth instance with tables of its own, apart from the
 * customers' (docs/adr/0006-staff-accounts.md, docs/staff.md). `role` is one of admin, growth,
 * support, analyst (the admin plugin's field); `two_factor_enabled` is the two-factor plugin's.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().default(""),
    /** Always lower case: better-auth looks users up by the lower-cased address. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("analyst"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_users_email_idx").on(t.email),
    check("staff_users_role_check", sql`${t.role} in ('admin', 'growth', 'support', 'analyst')`),
  ],
);

/** One row per signed-in staff browser; the `pw-staff.session_token` cookie carries `token` (signed). */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_sessions_token_idx").on(t.token), index("staff_sessions_user_idx").on(t.userId)],
);

/** The password lives here (`provider_id` = "credential"), hashed by better-auth (scrypt). */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
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
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

/** better-auth's pending verifications for staff (the two-factor sign-in challenge). */
export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

/** The TOTP secret and recovery codes of one staff member (both encrypted by better-auth). */
export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("staff_two_factors_user_idx").on(t.userId), index("staff_two_factors_secret_idx").on(t.secret)],
);

/** Who changed what in the management area, when, with the JSON diff (docs/staff.md, "Audit"). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null after the staff member is deleted; the e-mail stays. */
    staffId: uuid("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    diff: jsonb("diff").notNull().default([]),
    reason: text("reason"),
    requestId: text("request_id"),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at), index("audit_log_at_idx").on(t.at)],
);

/**
 * Every saved state of an edited entity (a funnel, final page, landing page, split, redirect):
 * drafts, the one published version, archived ones. Visitors only ever see `published`.
 */
export const entityVersions = pgTable(
  "entity_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    version: integer("version").notNull(),
    state: text("state").notNull(),
    content: jsonb("content").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("entity_versions_version_idx").on(t.entityType, t.entityId, t.version),
    uniqueIndex("entity_versions_one_published_idx")
      .on(t.entityType, t.entityId)
      .where(sql`${t.state} = 'published'`),
    uniqueIndex("entity_versions_one_draft_idx")
      .on(t.entityType, t.entityId)
      .where(sql`${t.state} = 'draft'`),
    check("entity_versions_state_check", sql`${t.state} in ('draft', 'published', 'archived')`),
  ],
);
