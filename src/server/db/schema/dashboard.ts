import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The management dashboard's aggregates (docs/dashboard.md). The dashboard reads only these
 * tables; the aggregation job fills them from the raw events, orders and quiz sessions, a
 * batch at a time, after a stored watermark. Unknown dimensions are stored as "".
 */

const dimensions = () => ({
  day: date("day", { mode: "string" }).notNull(),
  funnel: text("funnel").notNull(),
  locale: text("locale").notNull(),
  country: text("country").notNull(),
  source: text("source").notNull(),
  /** "" on the row that counts everyone; an experiment's name on its per-group copy. */
  experiment: text("experiment").notNull(),
  grp: text("grp").notNull(),
});

const counter = (name: string) => integer(name).notNull().default(0);
const money = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/** One row per day, dimensions and currency ("" for rows without money). */
export const dashboardDaily = pgTable(
  "dashboard_daily",
  {
    ...dimensions(),
    currency: text("currency").notNull(),
    pageViews: counter("page_views"),
    quizStarts: counter("quiz_starts"),
    completions: counter("completions"),
    captures: counter("captures"),
    purchases: counter("purchases"),
    upsells: counter("upsells"),
    renewals: counter("renewals"),
    revenueMinor: money("revenue_minor"),
    netMinor: money("net_minor"),
    refunds: counter("refunds"),
    refundedMinor: money("refunded_minor"),
  },
  (t) => [
    primaryKey({
      name: "dashboard_daily_pk",
      columns: [t.day, t.funnel, t.locale, t.country, t.source, t.experiment, t.grp, t.currency],
    }),
    index("dashboard_daily_experiment_day_idx").on(t.experiment, t.day),
  ],
);

/** Views and answers of each quiz step, per day and dimensions. */
export const dashboardFunnelSteps = pgTable(
  "dashboard_funnel_steps",
  {
    ...dimensions(),
    step: text("step").notNull(),
    stepNumber: integer("step_number").notNull(),
    views: counter("views"),
    answers: counter("answers"),
  },
  (t) => [
    primaryKey({
      name: "dashboard_funnel_steps_pk",
      columns: [t.day, t.funnel, t.locale, t.country, t.source, t.experiment, t.grp, t.step],
    }),
    index("dashboard_funnel_steps_funnel_day_idx").on(t.funnel, t.experiment, t.day),
  ],
);

/**
 * Who was seen on a day in a slice, once per visitor. Here funnel "" means every visitor of
 * the day (whatever they opened); a visitor who viewed a funnel's steps is also in that
 * funnel's row. Exact distinct visitors over a range are counted here.
 */
export const dashboardDailyVisitors = pgTable(
  "dashboard_daily_visitors",
  {
    ...dimensions(),
    visitorId: text("visitor_id").notNull(),
  },
  (t) => [
    primaryKey({
      name: "dashboard_daily_visitors_pk",
      columns: [t.day, t.funnel, t.locale, t.country, t.source, t.experiment, t.grp, t.visitorId],
    }),
    index("dashboard_daily_visitors_experiment_day_idx").on(t.experiment, t.day),
  ],
);

/** Distinct visitors per day and slice (funnel "" = everyone), kept with dashboard_daily_visitors. */
export const dashboardVisitorCounts = pgTable(
  "dashboard_visitor_counts",
  {
    ...dimensions(),
    visitors: counter("visitors"),
  },
  (t) => [
    primaryKey({
      name: "dashboard_visitor_counts_pk",
      columns: [t.day, t.funnel, t.locale, t.country, t.source, t.experiment, t.grp],
    }),
  ],
);

/** A visitor's first-seen locale, country and traffic source, for rows that do not carry them. */
export const dashboardVisitorDimensions = pgTable("dashboard_visitor_dimensions", {
  visitorId: text("visitor_id").primaryKey(),
  locale: text("locale").notNull(),
  country: text("country").notNull(),
  source: text("source").notNull(),
});

/**
 * What one order or quiz session last added to dashboard_daily, so a change is applied as the
 * difference (kind "order" or "session", key its id).
 */
export const dashboardFacts = pgTable(
  "dashboard_facts",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    rows: jsonb("rows").$type<unknown[]>().notNull(),
  },
  (t) => [primaryKey({ name: "dashboard_facts_pk", columns: [t.kind, t.key] })],
);

/** How far each source has been aggregated: an id for events, a time for changed rows. */
export const dashboardWatermarks = pgTable("dashboard_watermarks", {
  source: text("source").primaryKey(),
  lastId: bigint("last_id", { mode: "number" }).notNull().default(0),
  lastAt: timestamp("last_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
