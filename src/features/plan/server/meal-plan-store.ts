import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { mealPlans } from "@/server/db/schema/meal-plans";
import { shiftDate } from "../domain/plan-week";

export type StoredMealPlan = typeof mealPlans.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's plans of the given weeks (a plan is only ever read with its owner's id). */
export async function readOwnedPlans(db: Db, userUuid: string, weekStarts: readonly string[]): Promise<StoredMealPlan[]> {
  if (weekStarts.length === 0) return [];
  return db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userUuid, userUuid), inArray(mealPlans.weekStart, [...weekStarts])));
}

export async function readOwnedPlan(db: Db, userUuid: string, weekStart: string): Promise<StoredMealPlan | null> {
  const [plan] = await readOwnedPlans(db, userUuid, [weekStart]);
  return plan ?? null;
}

/**
 * The recipe ids of the owner's stored plans of the `count` weeks before `weekStart`, last
 * week first; a week without a stored plan gives no ids (docs/meal-plan.md, "The planner").
 */
export async function readRecentWeeks(db: Db, userUuid: string, weekStart: string, count = 3): Promise<string[][]> {
  const weeks = Array.from({ length: count }, (_, i) => shiftDate(weekStart, -7 * (i + 1)));
  const plans = await readOwnedPlans(db, userUuid, weeks);
  return weeks.map((week) => {
    const plan = plans.find((p) => p.weekStart === week);
    return [...new Set((plan?.days ?? []).flatMap((d) => d.meals.map((m) => m.recipeId)))].sort();
  });
}

/** A plan by id, only when `userUuid` owns it: anyone else's (or a malformed id) is null. */
export async function readOwnedPlanById(db: Db, userUuid: string, planId: string): Promise<StoredMealPlan | null> {
  if (!uuidPattern.test(planId)) return null;
  const [plan] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.userUuid, userUuid)));
  return plan ?? null;
}
