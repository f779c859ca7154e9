import type { PlannedDay } from "@/features/meal-plan/domain/plan";
import type { MealType } from "@/features/meal-plan/domain/recipe";
import { dayProgress, type DayProgress } from "./plan-view";
import type { MacroTargets } from "@/features/meal-plan/domain/macro-targets";

/** What the plan pages show of one meal: all rounded, with the recipe's name in the locale. */
export type MealView = {
  planId: string;
  day: number;
  slot: number;
  mealType: MealType;
  time: string;
  recipeId: string;
  name: string;
  portions: number;
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
};

export type DayView = { date: string; planId: string | null; day: number; meals: MealView[]; progress: DayProgress | null };

/** One plan day as the pages show it; `name` names a recipe (falls back to its id). */
export function dayView(
  input: { date: string; planId: string | null; day: PlannedDay | null; dayIndex: number },
  targets: { kcal: number; macros: MacroTargets } | null,
  name: (recipeId: string) => string,
): DayView {
  const { planId, day } = input;
  return {
    date: input.date,
    planId,
    day: input.dayIndex,
    meals:
      day && planId
        ? day.meals.map((meal, slot) => ({
            planId,
            day: day.day,
            slot,
            mealType: meal.mealType,
            time: meal.time,
            recipeId: meal.recipeId,
            name: name(meal.recipeId),
            portions: meal.portions,
            kcal: Math.round(meal.nutrition.kcal),
            proteinG: Math.round(meal.nutrition.proteinG),
            fatG: Math.round(meal.nutrition.fatG),
            carbsG: Math.round(meal.nutrition.carbsG),
          }))
        : [],
    progress: day && targets ? dayProgress(day.totals, targets) : null,
  };
}

/** One line of the shopping list as the page shows it. */
export type ShoppingItemView = { food: string; name: string; units: number; unitLabel: string; grams: number };
