import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** A funnel's editable draft (the definition JSON, schema in features/quiz/domain). */
export const quizFunnels = pgTable("quiz_funnels", {
  name: text("name").primaryKey(),
  draft: jsonb("draft").notNull(),
  /** The version visitors see; null until the first publish. */
  publishedVersion: integer("published_version"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Published versions: written once, never updated. */
export const quizFunnelVersions = pgTable(
  "quiz_funnel_versions",
  {
    funnelName: text("funnel_name")
      .notNull()
      .references(() => quizFunnels.name, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    definition: jsonb("definition").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.funnelName, t.version] })],
);

/** Another slug that opens a funnel (its own address is kept). */
export const quizFunnelAliases = pgTable("quiz_funnel_aliases", {
  alias: text("alias").primaryKey(),
  funnelName: text("funnel_name")
    .notNull()
    .references(() => quizFunnels.name, { onDelete: "cascade" }),
});

/**
 * One visitor's progress through one funnel, found only by the SHA-256 hash of the visitor's
 * `quiz_session` cookie (docs/quiz.md, "Sessions, answers and users"). `proxy_user_id` is kept
 * as a plain attribute for analytics and experiments; it never unlocks a session.
 */
export const quizSessions = pgTable(
  "quiz_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the quiz_session cookie; the token itself is never stored. */
    sessionTokenHash: text("session_token_hash"),
    proxyUserId: text("proxy_user_id"),
    funnelName: text("funnel_name").notNull(),
    funnelVersion: integer("funnel_version"),
    locale: text("locale").notNull(),
    /** "standard" or "compact" (sticky once the feature flag switched it on). */
    layout: text("layout").notNull().default("standard"),
    answers: jsonb("answers").notNull().default({}),
    history: jsonb("history").notNull().default([]),
    instructions: jsonb("instructions").notNull().default({}),
    /** The user this session created at the e-mail step (never an existing user). */
    userUuid: uuid("user_uuid"),
    /** The e-mail entered in this session, not proven; merged only after a proven sign-in. */
    unverifiedEmail: text("unverified_email"),
    /** The e-mail consent choice made in this session: `{ granted, at }`. */
    emailConsent: jsonb("email_consent"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /**
     * When this session's quiz first sent the visitor to the final page (set once, by the
     * submit of the last step): the server's anchor of the offer countdown (docs/final-page.md,
     * "Timer"). Strictly necessary: it keeps a promised end the same for every visitor.
     */
    finalReachedAt: timestamp("final_reached_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quiz_sessions_token_funnel_idx").on(t.sessionTokenHash, t.funnelName),
    index("quiz_sessions_visitor_idx").on(t.proxyUserId),
  ],
);

/** Users: created at e-mail capture; e-mail unique regardless of case. */
export const users = pgTable(
  "users",
  {
    uuid: uuid("uuid").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    profile: jsonb("profile").notNull().default({}),
    locale: text("locale").notNull().default("en"),
    emailConsent: jsonb("email_consent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`), index("users_created_idx").on(t.createdAt)],
);
