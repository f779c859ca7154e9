import "server-only";
import { sql } from "drizzle-orm";
import { planWeek, type LpSolver } from "@/features/meal-plan/domain/planner";
import type { Db } from "@/server/db/db-type";
import { mealPlans } from "@/server/db/schema/meal-plans";
import { goalStartDay } from "../domain/goal-start";
import { weekPlanSetup } from "../domain/week-plan-input";
import { readOwnedPlan, readRecentWeeks } from "./meal-plan-store";
import { readPlanSettings } from "./plan-preferences-store";
import { loadPlanRecipes } from "./plan-recipe-store";
import { planFoodKinds } from "./plan-food-kinds";
import { readPurchaseTime } from "./purchase-day";

export type GenerateOutcome = "generated" | "no-recipes" | "unchanged" | "no-user";


/**
 * The `meal-plan.generate` job's work (docs/meal-plan.md, "The buyer's plan"): the week's
 * targets from the quiz profile (the goal date counting from the purchase day), the fasting schedule and meals from the settings, the recipes
 * filtered by diet, allergies and dislikes, the cooking time per weekday and weekend, the
 * recipes of the three weeks before (stored plans), planned (domain/planner.ts), stored as the
 * user's plan of that week (replacing one built from older settings). A plan already built
 * from the current settings is left as it is (with its swaps).
 */
export async function generateMealPlan(
  db: Db,
  solver: LpSolver,
  job: { userUuid: string; weekStart: string },
): Promise<GenerateOutcome> {
  const settings = await readPlanSettings(db, job.userUuid);
  if (!settings) return "no-user";
  const existing = await readOwnedPlan(db, job.userUuid, job.weekStart);
  if (existing && existing.preferencesVersion === settings.version) return "unchanged";
  // The goal date counts from the purchase day, as the paywall promised it; never from the
  // week's Monday, which would move it a week later with every new week.
  const { energy, fasting, input, weightKg, targetWeightKg } = weekPlanSetup({
    profile: settings.profile,
    preferences: settings.preferences,
    weekStart: job.weekStart,
    goalFrom: goalStartDay(await readPurchaseTime(db, job.userUuid), job.weekStart),
    foods: planFoodKinds,
  });
  // The three weeks before this one: the planner avoids last week's recipes and repeated weeks.
  const recentWeeks = await readRecentWeeks(db, job.userUuid, job.weekStart);
  const result = planWeek(await loadPlanRecipes(db), { ...input, recentWeeks }, solver);
  const row = {
    userUuid: job.userUuid,
    weekStart: job.weekStart,
    status: result.ok ? ("ready" as const) : ("no-recipes" as const),
    preferencesVersion: settings.version,
    targets: {
      kcal: energy.kcal,
      macros: energy.macros,
      waterMl: energy.waterMl,
      // The date the plan's target reaches the goal; when the calorie floor slows it, later
      // than the date the final page promised, which is kept to say so.
      goalDate: energy.goalDateAtTarget ?? energy.goalDate,
      promisedGoalDate: energy.goalDate,
      weightKg,
      targetWeightKg,
    },
    fasting,
    days: result.ok ? result.plan.days : [],
    relaxations: result.ok ? result.relaxations : [],
  };
  await db
    .insert(mealPlans)
    .values(row)
    .onConflictDoUpdate({
      target: [mealPlans.userUuid, mealPlans.weekStart],
      set: { ...row, createdAt: sql`now()`, updatedAt: sql`now()` },
    });
  return result.ok ? "generated" : "no-recipes";
}
