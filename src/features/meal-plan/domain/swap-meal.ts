import { safeRecipes } from "./eligible-recipes";
import { scaleNutrition } from "./nutrition";
import { countedCarbs, repeatWindowDays, type Exclusions, type WeekPlan } from "./plan";
import { stepsOf } from "./portion-steps";
import type { Nutrition, Recipe } from "./recipe";
import { isWeekend, timeCap, withinCap } from "./time-caps";
import { varietyRules } from "./variety";

/** Alternatives stay within ±10 % of the meal's kcal. */
export const swapKcalTolerance = 0.1;

export type SwapAlternative = {
  recipeId: string;
  portions: number;
  nutrition: Nutrition;
  kcalDifference: number;
};

/** Options of a swap: the plan's exclusions, and the week's first day for the time caps. */
export type SwapOptions = Exclusions & { limit?: number; weekStart?: string };

/**
 * Alternatives for one meal of a plan (docs/meal-plan.md, "The planner"): same meal type, the
 * same exclusions, within the day's time cap (weekday or weekend), not in the plan within seven
 * days of it (within three when that leaves nothing, as the planner falls back), and at the
 * portion step (whole eggs) whose kcal is closest to the meal's, within ±10 %. Ranked by kcal
 * difference, then macro difference, then portions away from one, then id; at most `limit` (5).
 */
export function swapMeal(
  plan: WeekPlan,
  day: number,
  slot: number,
  recipes: readonly Recipe[],
  options: SwapOptions,
): SwapAlternative[] {
  const meal = plan.days.find((d) => d.day === day)?.meals[slot];
  if (!meal) return [];
  const cap = timeCap(meal.mealType, isWeekend(options.weekStart, day), options.maxMinutes);
  const offered = safeRecipes(recipes, options).filter(
    (r) => r.mealTypes.includes(meal.mealType) && withinCap(r.timeMinutes, cap),
  );
  const outside = (windowDays: number) => {
    const nearby = new Set(
      plan.days
        .filter((d) => Math.abs(d.day - day) < windowDays)
        .flatMap((d) => d.meals.map((m) => m.recipeId)),
    );
    return offered.filter((r) => !nearby.has(r.id));
  };
  const ranked = ranking(outside(varietyRules.noRepeatDays), meal.nutrition, plan);
  return (ranked.length ? ranked : ranking(outside(repeatWindowDays), meal.nutrition, plan))
    .slice(0, options.limit ?? 5)
    .map(({ macroDifference: _, ...alternative }) => alternative);
}

function ranking(candidates: readonly Recipe[], target: Nutrition, plan: WeekPlan) {
  const macros = plan.targets.macros;
  return candidates
    .flatMap((recipe) => {
      const best = [...stepsOf(recipe)]
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
}
