/** Checks every plan must pass, shared by the planner's property tests. */
import { expect } from "vitest";
import { pieceFoodOf } from "@/features/meal-plan/data/piece-foods";
import { countedCuisines, maxCuisinesPerDay } from "@/features/meal-plan/domain/cuisines";
import { eligibleRecipes, safeRecipes } from "@/features/meal-plan/domain/eligible-recipes";
import {
  calorieTolerance,
  macrosMet,
  repeatWindowDays,
  withinCalories,
  type PlanFallback,
  type PlanInput,
  type PlanResult,
} from "@/features/meal-plan/domain/plan";
import { countedPieces, maxPortionsFor, stepsOf } from "@/features/meal-plan/domain/portion-steps";
import type { Recipe } from "@/features/meal-plan/domain/recipe";
import { isWeekend, timeCap, withinCap } from "@/features/meal-plan/domain/time-caps";
import { varietyRules } from "@/features/meal-plan/domain/variety";

/** Which rules a plan is held to: the planner's, or the greedy baseline's (the old rules). */
export type PlanRules = "planner" | "baseline";

export function expectSoundPlan(
  result: PlanResult,
  recipes: readonly Recipe[],
  input: PlanInput,
  rules: PlanRules = "planner",
): void {
  const safe = safeRecipes(recipes, input);
  if (!result.ok) {
    // A plan is refused only when some meal type lacks recipes for three days of slots (the
    // baseline keeps the time limit on every day; the planner raises a cap before refusing).
    const offered = rules === "baseline" ? eligibleRecipes(recipes, input) : safe;
    const ofType = offered.filter((r) => r.mealTypes.includes(result.mealType)).length;
    expect(ofType).toBeLessThan(repeatWindowDays * input.slots.length);
    return;
  }
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const allergens = new Set(input.allergens ?? []);
  const disliked = new Set(input.foods ?? []);
  const days = result.plan.days;
  const reported = (rule: PlanFallback["rule"], day: number) =>
    result.fallbacks.some((f) => f.rule === rule && "day" in f && f.day === day);
  expect(days).toHaveLength(input.days ?? 7);
  const maxPortions = maxPortionsFor(input.targets.kcal, input.slots.length);
  for (const day of days) {
    expect(day.meals).toHaveLength(input.slots.length);
    const weekend = isWeekend(input.weekStart, day.day);
    day.meals.forEach((meal, i) => {
      const recipe = byId.get(meal.recipeId)!;
      // Never relaxed: the diet, allergens and disliked foods, under any relaxation.
      expect(recipe, `${meal.recipeId} is unknown`).toBeDefined();
      expect(recipe.diets, meal.recipeId).toContain(input.diet);
      expect(
        recipe.allergens.filter((a) => allergens.has(a)),
        meal.recipeId,
      ).toEqual([]);
      expect(
        recipe.foods.filter((f) => disliked.has(f)),
        meal.recipeId,
      ).toEqual([]);
      // The slots as given: meal type and time (inside the fasting window).
      expect(recipe.mealTypes).toContain(input.slots[i]!.mealType);
      expect(meal.mealType).toBe(input.slots[i]!.mealType);
      expect(meal.time).toBe(input.slots[i]!.time);
      // Portions from the recipe's steps: counted foods (eggs…) come whole.
      expect(stepsOf(recipe, maxPortions)).toContain(meal.portions);
      for (const { food, pieces } of countedPieces(recipe.ingredients, pieceFoodOf).whole) {
        const eaten = pieces * meal.portions;
        expect(Math.abs(eaten - Math.round(eaten)), `${food} in ${meal.recipeId}`).toBeLessThan(
          1e-9,
        );
      }
      // Time: the person's answer on every day for the baseline; weekday and weekend caps for
      // the planner, unless the plan reports the cap raised for that meal type and day.
      if (rules === "baseline") {
        expect(withinCap(recipe.timeMinutes, input.maxMinutes ?? null)).toBe(true);
        return;
      }
      const raised = result.fallbacks.find(
        (f) => f.rule === "time" && f.day === day.day && f.mealType === meal.mealType,
      );
      const cap =
        raised && raised.rule === "time"
          ? raised.minutes
          : timeCap(meal.mealType, weekend, input.maxMinutes);
      expect(withinCap(recipe.timeMinutes, cap), `${meal.recipeId} on day ${day.day}`).toBe(true);
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
    if (rules === "baseline") continue;
    expect(result.relaxations.some((r) => r.day === day.day)).toBe(day.relaxation !== "none");
    // Variety: at most two cuisines, no recipe of last week, none again within seven days,
    // unless the plan reports the rule given way on that day.
    const ids = day.meals.map((m) => m.recipeId);
    if (!reported("cuisines", day.day))
      expect(countedCuisines(ids.map((id) => byId.get(id)!.cuisine)).length).toBeLessThanOrEqual(
        maxCuisinesPerDay,
      );
    if (!reported("recent-weeks", day.day)) {
      const lastWeek = new Set(input.recentWeeks?.[0] ?? []);
      expect(ids.filter((id) => lastWeek.has(id))).toEqual([]);
    }
    if (!reported("repeats", day.day)) {
      const before = days
        .filter((d) => d.day < day.day && d.day > day.day - varietyRules.noRepeatDays)
        .flatMap((d) => d.meals.map((m) => m.recipeId));
      expect(ids.filter((id) => before.includes(id))).toEqual([]);
    }
  }
  // Never relaxed: no recipe twice within any three consecutive days.
  for (let start = 0; start + 1 < days.length; start++) {
    const ids = days
      .slice(start, start + repeatWindowDays)
      .flatMap((d) => d.meals.map((m) => m.recipeId));
    expect(new Set(ids).size).toBe(ids.length);
  }
  expect(safe.length).toBeGreaterThan(0);
}
