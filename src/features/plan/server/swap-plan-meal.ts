import "server-only";
import { and, eq } from "drizzle-orm";
import { addNutrition } from "@/features/meal-plan/domain/nutrition";
import { macrosMet, withinCalories, type PlannedDay, type WeekPlan } from "@/features/meal-plan/domain/plan";
import { swapMeal, type SwapAlternative } from "@/features/meal-plan/domain/swap-meal";
import type { Db } from "@/server/db/db-type";
import { mealPlans } from "@/server/db/schema/meal-plans";
import { dislikedFoodIds } from "../domain/dislikes";
import { readOwnedPlanById, type StoredMealPlan } from "./meal-plan-store";
import { readPlanSettings } from "./plan-preferences-store";
import { loadPlanRecipes } from "./plan-recipe-store";
import { planFoodKinds } from "./plan-food-kinds";


type MealRef = { userUuid: string; planId: string; day: number; slot: number };

async function alternativesOf(db: Db, plan: StoredMealPlan, ref: MealRef): Promise<SwapAlternative[]> {
  const settings = await readPlanSettings(db, ref.userUuid);
  if (!settings) return [];
  const prefs = settings.preferences;
  const week: WeekPlan = { targets: { kcal: plan.targets.kcal, macros: plan.targets.macros }, days: plan.days };
  return swapMeal(week, ref.day, ref.slot, await loadPlanRecipes(db), {
    diet: prefs.diet,
    allergens: prefs.allergies,
    foods: dislikedFoodIds(prefs.dislikes, planFoodKinds),
    ...(prefs.maxMinutes !== null ? { maxMinutes: prefs.maxMinutes } : {}),
    weekStart: plan.weekStart,
  });
}

/** Alternatives for one meal of the owner's plan; null when the plan is not theirs or the meal unknown. */
export async function mealAlternatives(db: Db, ref: MealRef): Promise<SwapAlternative[] | null> {
  const plan = await readOwnedPlanById(db, ref.userUuid, ref.planId);
  if (!plan?.days.find((d) => d.day === ref.day)?.meals[ref.slot]) return null;
  return alternativesOf(db, plan, ref);
}

export type SwapOutcome = "swapped" | "unchanged" | "not-found" | "not-offered";

/**
 * Puts the chosen alternative in the meal's place (docs/meal-plan.md, "The buyer's plan").
 * Idempotent: choosing the recipe the meal already has changes nothing. Only recipes the swap
 * offers are accepted, so the plan keeps its rules; the day's totals and checks follow.
 */
export async function chooseMealSwap(db: Db, ref: MealRef & { recipeId: string }): Promise<SwapOutcome> {
  const plan = await readOwnedPlanById(db, ref.userUuid, ref.planId);
  const day = plan?.days.find((d) => d.day === ref.day);
  const meal = day?.meals[ref.slot];
  if (!plan || !day || !meal) return "not-found";
  if (meal.recipeId === ref.recipeId) return "unchanged";
  const chosen = (await alternativesOf(db, plan, ref)).find((a) => a.recipeId === ref.recipeId);
  if (!chosen) return "not-offered";
  const meals = day.meals.map((m, i) => (i === ref.slot ? { ...m, recipeId: chosen.recipeId, portions: chosen.portions, nutrition: chosen.nutrition } : m));
  const totals = addNutrition(meals.map((m) => m.nutrition));
  const swappedDay: PlannedDay = {
    ...day,
    meals,
    totals,
    withinCalories: withinCalories(totals.kcal, plan.targets.kcal),
    macrosMet: macrosMet(totals, plan.targets.macros),
  };
  const days = plan.days.map((d) => (d.day === ref.day ? swappedDay : d));
  const updated = await db
    .update(mealPlans)
    .set({ days, updatedAt: new Date() })
    .where(and(eq(mealPlans.id, plan.id), eq(mealPlans.userUuid, ref.userUuid)))
    .returning({ id: mealPlans.id });
  return updated.length ? "swapped" : "not-found";
}
