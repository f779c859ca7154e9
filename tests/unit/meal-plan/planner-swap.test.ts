import { beforeAll, describe, expect, it } from "vitest";
import { safeRecipes } from "@/features/meal-plan/domain/eligible-recipes";
import { fastingSchedule } from "@/features/meal-plan/domain/fasting";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import { macroTargets } from "@/features/meal-plan/domain/macro-targets";
import type { PlanInput, WeekPlan } from "@/features/meal-plan/domain/plan";
import { planWeek, shortMealType } from "@/features/meal-plan/domain/planner";
import { stepsOf } from "@/features/meal-plan/domain/portion-steps";
import type { Recipe } from "@/features/meal-plan/domain/recipe";
import { swapKcalTolerance, swapMeal } from "@/features/meal-plan/domain/swap-meal";
import { isWeekend, timeCap, withinCap } from "@/features/meal-plan/domain/time-caps";
import { syntheticRecipes } from "./engine-fixtures";

const recipes = syntheticRecipes(11, 140);
const input: PlanInput = {
  diet: "omnivore",
  weekStart: "2026-03-02",
  allergens: ["peanuts"],
  foods: ["food_3"],
  targets: {
    kcal: 1900,
    macros: macroTargets({ kcal: 1900, diet: "omnivore", weightKg: 72, heightCm: 175 }),
  },
  slots: fastingSchedule({ experience: "some", mealsPerDay: 4, firstMealTime: "08:00" }).slots,
};
const safe = new Set(safeRecipes(recipes, input).map((r) => r.id));
let plan: WeekPlan;

beforeAll(async () => {
  const result = planWeek(recipes, input, await loadSolver());
  if (!result.ok) throw new Error("the fixture week must plan");
  plan = result.plan;
}, 60_000);

describe("swapping a meal", () => {
  it("offers ranked alternatives of the same type, similar energy, same exclusions and time cap, away from the plan's recipes", () => {
    let offered = 0;
    for (const day of [0, 3, 5, 6]) {
      for (const [slot, meal] of plan.days[day]!.meals.entries()) {
        const alternatives = swapMeal(plan, day, slot, recipes, { ...input, limit: 8 });
        offered += alternatives.length;
        expect(alternatives.length).toBeLessThanOrEqual(8);
        const cap = timeCap(meal.mealType, isWeekend(input.weekStart, day), input.maxMinutes);
        const near = (days: number) =>
          new Set(
            plan.days
              .filter((d) => Math.abs(d.day - day) < days)
              .flatMap((d) => d.meals.map((m) => m.recipeId)),
          );
        const fits = (recipe: Recipe) =>
          safe.has(recipe.id) &&
          recipe.mealTypes.includes(meal.mealType) &&
          withinCap(recipe.timeMinutes, cap) &&
          stepsOf(recipe).some(
            (p) =>
              Math.abs(recipe.perPortion.kcal * p - meal.nutrition.kcal) <=
              meal.nutrition.kcal * swapKcalTolerance,
          );
        // Outside the seven days around the meal while the catalogue has such recipes.
        const away = recipes.some((r) => fits(r) && !near(7).has(r.id)) ? near(7) : near(3);
        for (const alternative of alternatives) {
          const recipe = recipes.find((r) => r.id === alternative.recipeId)!;
          expect(fits(recipe)).toBe(true);
          expect(away.has(recipe.id)).toBe(false);
          expect(stepsOf(recipe)).toContain(alternative.portions);
          expect(Math.abs(alternative.kcalDifference)).toBeLessThanOrEqual(
            meal.nutrition.kcal * swapKcalTolerance + 1,
          );
          expect(alternative.nutrition.kcal - meal.nutrition.kcal).toBe(alternative.kcalDifference);
        }
        const gaps = alternatives.map((a) => Math.abs(a.kcalDifference));
        expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
      }
    }
    expect(offered).toBeGreaterThan(20);
  });

  it("offers nothing for a slot that does not exist", () => {
    expect(swapMeal(plan, 9, 0, recipes, input)).toEqual([]);
    expect(swapMeal(plan, 0, 9, recipes, input)).toEqual([]);
  });
});

describe("recipes short for a day", () => {
  it("names the meal type whose slots cannot all get different recipes", () => {
    const [a, b, c] = recipes.filter((r) => r.mealTypes.length === 1 && r.mealTypes[0] === "snack");
    const slots = [
      { mealType: "snack" as const, time: "10:00" },
      { mealType: "snack" as const, time: "15:00" },
    ];
    expect(shortMealType(slots, [[a!], [a!]])).toBe("snack");
    expect(shortMealType(slots, [[a!, b!], [a!]])).toBeNull();
    expect(
      shortMealType(
        [...slots, { mealType: "breakfast", time: "08:00" }],
        [[a!, b!], [a!, b!], [c!]],
      ),
    ).toBeNull();
  });
});
