import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A hypothesis's life cycle (docs/ab-backlog.md): idea → ready → running → concluded. */
export const HYPOTHESIS_STATUSES = ["idea", "ready", "running", "concluded"] as const;
export type HypothesisStatus = (typeof HYPOTHESIS_STATUSES)[number];
export const HYPOTHESIS_OUTCOMES = ["won", "lost", "inconclusive"] as const;
export type HypothesisOutcome = (typeof HYPOTHESIS_OUTCOMES)[number];

/**
 * The A/B-test backlog: hypotheses scored by ICE (impact, confidence, ease, each 1–10; the
 * score is their product), moved through their statuses by staff. Every change is also kept
 * as an entity version (type `hypothesis`) and audited.
 */
export const abHypotheses = pgTable(
  "ab_hypotheses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    problem: text("problem").notNull().default(""),
    change: text("change").notNull().default(""),
    expectedEffect: text("expected_effect").notNull().default(""),
    metric: text("metric").notNull().default(""),
    impact: integer("impact").notNull(),
    confidence: integer("confidence").notNull(),
    ease: integer("ease").notNull(),
    /** impact × confidence × ease (1–1000), stored so the list sorts in the database. */
    score: integer("score").notNull(),
    status: text("status").$type<HypothesisStatus>().notNull().default("idea"),
    outcome: text("outcome").$type<HypothesisOutcome>(),
    learning: text("learning"),
    ownerEmail: text("owner_email").notNull(),
    /** A split_configs or page_split_groups name, checked when set. */
    splitName: text("split_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ab_hypotheses_score").on(table.score),
    check("ab_hypotheses_status", sql`${table.status} in ('idea', 'ready', 'running', 'concluded')`),
    check("ab_hypotheses_outcome", sql`${table.outcome} is null or ${table.outcome} in ('won', 'lost', 'inconclusive')`),
    check("ab_hypotheses_ice", sql`${table.impact} between 1 and 10 and ${table.confidence} between 1 and 10 and ${table.ease} between 1 and 10`),
    check("ab_hypotheses_concluded", sql`${table.status} <> 'concluded' or ${table.outcome} is not null`),
  ],
);
