import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

/** A split's life cycle: draft (never assigned), running (assigned), stopped (kept, assigns nobody new). */
export const SPLIT_STATUSES = ["draft", "running", "stopped"] as const;
export type SplitStatus = (typeof SPLIT_STATUSES)[number];

/**
 * Experiment configuration (split tests per funnel step, page-level splits, redirect rules)
 * and exposures. JSON columns are validated with the zod schemas of the experiments feature
 * before every write (see its repositories).
 */
export const splitConfigs = pgTable("split_configs", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** `initial.name`: the step this test belongs to (step_one … step_web_cabinet). */
  step: text("step").notNull(),
  runCondition: text("run_condition").notNull().default(""),
  participantPercentage: doublePrecision("participant_percentage").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Only running splits are assigned (docs/split-admin.md); rows from before the column run. */
  status: text("status").$type<SplitStatus>().notNull().default("running"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (table) => [check("split_configs_status", sql`${table.status} in ('draft', 'running', 'stopped')`)]);

export const splitConfigGroups = pgTable(
  "split_config_groups",
  {
    id: serial("id").primaryKey(),
    configId: integer("config_id")
      .notNull()
      .references(() => splitConfigs.id, { onDelete: "cascade" }),
    /** Order of the group inside its configuration (0-based); exposures refer to it. */
    position: integer("position").notNull(),
    percent: doublePrecision("percent").notNull(),
    instructionCondition: text("instruction_condition").notNull().default(""),
  },
  (table) => [unique("split_config_groups_config_position").on(table.configId, table.position)],
);

export const pageSplitGroups = pgTable("page_split_groups", {
  name: text("name").primaryKey(),
  paths: jsonb("paths").$type<string[]>().notNull(),
  condition: text("condition").notNull().default(""),
  /** Percent of visitors (0–100) who take part. */
  coverage: doublePrecision("coverage").notNull(),
  options: jsonb("options").$type<Array<{ id: string; url: string; weight: number }>>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Only running page splits are assigned (docs/split-admin.md). */
  status: text("status").$type<SplitStatus>().notNull().default("running"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (table) => [check("page_split_groups_status", sql`${table.status} in ('draft', 'running', 'stopped')`)]);

export const redirectConfigs = pgTable("redirect_configs", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  runCondition: text("run_condition").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const redirectRules = pgTable(
  "redirect_rules",
  {
    id: serial("id").primaryKey(),
    configId: integer("config_id")
      .notNull()
      .references(() => redirectConfigs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    quizUrl: text("quiz_url").notNull(),
    forElderUser: boolean("for_elder_user"),
    gender: text("gender"),
    tm1: text("tm1"),
    tm2: text("tm2"),
  },
  (table) => [
    unique("redirect_rules_config_position").on(table.configId, table.position),
    check(
      "redirect_rules_gender",
      sql`${table.gender} is null or ${table.gender} in ('MALE', 'FEMALE')`,
    ),
  ],
);

/** Who saw which experiment: one row per visitor and experiment, written on first assignment. */
export const splitExposures = pgTable(
  "split_exposures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    visitorId: text("visitor_id").notNull(),
    splitName: text("split_name").notNull(),
    /** The funnel step (step_one …), or `page` for a page-level split. */
    step: text("step").notNull(),
    /** Group position for step tests, option id for page-level splits. */
    groupKey: text("group_key").notNull(),
    instructions: jsonb("instructions").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("split_exposures_visitor_split").on(table.visitorId, table.splitName),
    index("split_exposures_split_group").on(table.splitName, table.groupKey),
  ],
);

/** A single row whose version grows with every configuration change; caches poll it. */
export const experimentConfigVersion = pgTable("experiment_config_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
