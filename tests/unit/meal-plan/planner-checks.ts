/** Checks every plan must pass, shared by the planner's property tests. */
import { expect } from "vitest";
import { eligibleRecipes } from "@/features/meal-plan/domain/eligible-recipes";
import {
  calorieTolerance,
  macrosMet,
  portionSteps,
  repeatWindowDays,
  withinCalories,
  type PlanInput,
  type PlanResult,
} from "@/features/meal-plan/domain/plan";
import type { Recipe } from "@/features/meal-plan/domain/recipe";

export function expectSoundPlan(
  result: PlanResult,
  recipes: readonly Recipe[],
  input: PlanInput,
): void {
  const eligible = eligibleRecipes(recipes, input);
  if (!result.ok) {
    // A plan is refused only when some meal type lacks recipes for three days of slots.
    const ofType = eligible.filter((r) => r.mealTypes.includes(result.mealType)).length;
    expect(ofType).toBeLessThan(repeatWindowDays * input.slots.length);
    return;
  }
  const byId = new Map(eligible.map((r) => [r.id, r]));
  const days = result.plan.days;
  expect(days).toHaveLength(input.days ?? 7);
  for (const day of days) {
    expect(day.meals).toHaveLength(input.slots.length);
    day.meals.forEach((meal, i) => {
      const recipe = byId.get(meal.recipeId);
      // Diet, allergens, dislikes and time limit: the recipe is among the eligible ones.
      expect(recipe, `${meal.recipeId} is not allowed`).toBeDefined();
      expect(recipe!.mealTypes).toContain(input.slots[i]!.mealType);
      expect(meal.mealType).toBe(input.slots[i]!.mealType);
      expect(meal.time).toBe(input.slots[i]!.time);
      expect(portionSteps).toContain(meal.portions);
    });
    const { kcal } = day.totals;
    const target = input.targets.kcal;
    // Targets met, or the relaxation said so.
    if (day.relaxation === "none") {
      expect(withinCalories(kcal, target)).toBe(true);
      expect(macrosMet(day.totals, input.targets.macros)).toBe(true);
    }
    if (day.relaxation === "macros") expect(withinCalories(kcal, target)).toBe(true);
    if (day.relaxation === "calories")
      expect(withinCalories(kcal, target, calorieTolerance.relaxed)).toBe(true);
    expect(day.withinCalories).toBe(withinCalories(kcal, target));
    expect(day.macrosMet).toBe(macrosMet(day.totals, input.targets.macros));
    expect(result.relaxations.some((r) => r.day === day.day)).toBe(day.relaxation !== "none");
  }
  // No recipe twice within any three consecutive days.
  for (let start = 0; start + 1 < days.length; start++) {
    const ids = days
      .slice(start, start + repeatWindowDays)
      .flatMap((d) => d.meals.map((m) => m.recipeId));
    expect(new Set(ids).size).toBe(ids.length);
  }
}
