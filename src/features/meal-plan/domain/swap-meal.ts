import { eligibleRecipes } from "./eligible-recipes";
import { scaleNutrition } from "./nutrition";
import {
  countedCarbs,
  portionSteps,
  repeatWindowDays,
  type Exclusions,
  type WeekPlan,
} from "./plan";
import type { Nutrition, Recipe } from "./recipe";

/** Alternatives stay within ±10 % of the meal's kcal. */
export const swapKcalTolerance = 0.1;

export type SwapAlternative = {
  recipeId: string;
  portions: number;
  nutrition: Nutrition;
  kcalDifference: number;
};

/**
 * Alternatives for one meal of a plan (docs/meal-plan.md, "The planner"): same meal type, the
 * same exclusions, not in the plan within the three-day window around the day (any run of
 * three consecutive days containing it), and at the portion step whose kcal is closest to the
 * meal's, within ±10 %. Ranked by kcal difference, then macro difference, then portions away
 * from one, then id; at most `limit` (5).
 */
export function swapMeal(
  plan: WeekPlan,
  day: number,
  slot: number,
  recipes: readonly Recipe[],
  options: Exclusions & { limit?: number },
): SwapAlternative[] {
  const meal = plan.days.find((d) => d.day === day)?.meals[slot];
  if (!meal) return [];
  const window = repeatWindowDays - 1;
  const nearby = new Set(
    plan.days
      .filter((d) => Math.abs(d.day - day) <= window)
      .flatMap((d) => d.meals.map((m) => m.recipeId)),
  );
  const target = meal.nutrition;
  const macros = plan.targets.macros;
  const ranked = eligibleRecipes(recipes, options)
    .filter((r) => r.mealTypes.includes(meal.mealType) && !nearby.has(r.id))
    .flatMap((recipe) => {
      const best = [...portionSteps]
        .map((portions) => ({ portions, kcal: recipe.perPortion.kcal * portions }))
        .sort(
          (a, b) =>
            Math.abs(a.kcal - target.kcal) - Math.abs(b.kcal - target.kcal) ||
            a.portions - b.portions,
        )[0]!;
      if (Math.abs(best.kcal - target.kcal) > target.kcal * swapKcalTolerance) return [];
      const nutrition = scaleNutrition(recipe.perPortion, best.portions);
      const macroDifference =
        Math.abs(nutrition.proteinG - target.proteinG) +
        Math.abs(nutrition.fatG - target.fatG) +
        Math.abs(countedCarbs(nutrition, macros) - countedCarbs(target, macros));
      return [
        {
          recipeId: recipe.id,
          portions: best.portions,
          nutrition,
          kcalDifference: nutrition.kcal - target.kcal,
          macroDifference,
        },
      ];
    })
    .sort(
      (a, b) =>
        Math.abs(a.kcalDifference) - Math.abs(b.kcalDifference) ||
        a.macroDifference - b.macroDifference ||
        Math.abs(a.portions - 1) - Math.abs(b.portions - 1) ||
        (a.recipeId < b.recipeId ? -1 : 1),
    );
  return ranked
    .slice(0, options.limit ?? 5)
    .map(({ macroDifference: _, ...alternative }) => alternative);
}
