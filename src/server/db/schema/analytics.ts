import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** First-party analytics events, written in batches by POST /api/events. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The proxy_user_id cookie of the visitor. */
    visitorId: text("visitor_id").notNull(),
    userId: text("user_id"),
    name: text("name").notNull(),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull(),
    url: text("url"),
    clickIds: jsonb("click_ids").$type<Record<string, string>>().notNull(),
    experimentGroups: jsonb("experiment_groups").$type<Record<string, string>>().notNull(),
    /** When the browser recorded it (clamped to the receive time). */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_visitor_idx").on(t.visitorId, t.occurredAt),
    index("analytics_events_name_idx").on(t.name, t.occurredAt),
  ],
);

/** Duration analytics events received at POST /api/analytics/duration. */
export const durationEvents = pgTable(
  "duration_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    event: text("event").notNull(),
    backendUserId: text("backend_user_id"),
    proxyUserId: text("proxy_user_id"),
    host: text("host"),
    quizName: text("quiz_name"),
    userAgent: text("user_agent"),
    country: text("country"),
    project: text("project"),
    exp: jsonb("exp").$type<unknown>(),
    platforms: jsonb("platforms").$type<Record<string, unknown>>().notNull(),
    utm: jsonb("utm").$type<Record<string, string>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("duration_events_event_idx").on(t.event, t.receivedAt)],
);
