import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { PlanPreferences } from "@/features/plan/domain/plan-preferences";
import type { FastingSchedule } from "@/features/meal-plan/domain/fasting";
import type { PlanTargets, PlannedDay, Relaxation } from "@/features/meal-plan/domain/plan";
import { users } from "./quiz";

/**
 * The buyer's plan settings (docs/meal-plan.md, "The buyer's plan"): one row per user, once
 * saved; until then the settings come from the quiz profile. `updated_at` names the version
 * a plan was built from.
 */
export const planPreferences = pgTable("plan_preferences", {
  userUuid: uuid("user_uuid")
    .primaryKey()
    .references(() => users.uuid, { onDelete: "cascade" }),
  preferences: jsonb("preferences").$type<PlanPreferences>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One week's plan of one user (Monday to Sunday), written by the `meal-plan.generate` job.
 * `status` is `ready`, or `no-recipes` when the settings leave too few recipes (days empty).
 * `preferences_version` is the settings version it was built from (`profile` for defaults).
 */
export const mealPlans = pgTable(
  "meal_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userUuid: uuid("user_uuid")
      .notNull()
      .references(() => users.uuid, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    status: text("status", { enum: ["ready", "no-recipes"] }).notNull(),
    preferencesVersion: text("preferences_version").notNull(),
    targets: jsonb("targets")
      .$type<PlanTargets & { waterMl: number; goalDate: string; promisedGoalDate?: string; weightKg: number; targetWeightKg: number }>()
      .notNull(),
    fasting: jsonb("fasting").$type<FastingSchedule>().notNull(),
    days: jsonb("days").$type<PlannedDay[]>().notNull(),
    relaxations: jsonb("relaxations").$type<Array<{ day: number; relaxation: Relaxation }>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("meal_plans_user_week_idx").on(t.userUuid, t.weekStart), index("meal_plans_week_idx").on(t.weekStart)],
);
