import { describe, expect, it } from "vitest";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { fastingSchedule } from "@/features/meal-plan/domain/fasting";
import { greedyPlan } from "@/features/meal-plan/domain/greedy-plan";
import { macroTargets } from "@/features/meal-plan/domain/macro-targets";
import type { WeekPlan } from "@/features/meal-plan/domain/plan";
import type { Recipe } from "@/features/meal-plan/domain/recipe";
import { aisles, shoppingList, type ShopFacts } from "@/features/meal-plan/domain/shopping-list";
import { realRecipes } from "./engine-fixtures";

const nutrition = { kcal: 400, proteinG: 20, fatG: 10, carbsG: 50, fiberG: 5 };
const recipe = (id: string, ingredients: Recipe["ingredients"]): Recipe => ({
  id,
  mealTypes: ["breakfast"],
  diets: ["omnivore"],
  timeMinutes: 10,
  tags: [],
  allergens: [],
  foods: ingredients.map((i) => i.food),
  perPortion: nutrition,
  ingredients,
});
const porridge = recipe("porridge", [
  { food: "oats_rolled_dry", grams: 80 },
  { food: "banana_raw", grams: 120 },
  { food: "cinnamon", grams: 1 },
]);
const salad = recipe("salad", [
  { food: "tomato_raw", grams: 150 },
  { food: "banana_raw", grams: 60 },
  { food: "unknown_food", grams: 30 },
]);
const recipes = new Map([porridge, salad].map((r) => [r.id, r]));
const meal = (recipeId: string, portions: number) => ({
  mealType: "breakfast" as const,
  time: "08:00",
  recipeId,
  portions,
  nutrition,
});
const day = (d: number, meals: ReturnType<typeof meal>[]) => ({
  day: d,
  meals,
  totals: nutrition,
  relaxation: "none" as const,
  withinCalories: true,
  macrosMet: true,
});
const facts: ShopFacts = {
  oats_rolled_dry: { aisle: "grains-pasta", shopUnit: { grams: 500, label: "pack" } },
  banana_raw: { aisle: "produce", shopUnit: { grams: 120, label: "piece" } },
  tomato_raw: { aisle: "produce", shopUnit: { grams: 100, label: "piece" } },
  cinnamon: { aisle: "spices-oils", shopUnit: { grams: 50, label: "jar" } },
};

describe("shopping list", () => {
  it("sums a week's ingredients per food, rounds up to shop units, groups by aisle in a fixed order", () => {
    // Oats: 80 g x (1 + 1.5 + 2 + 1 + 1 + 1.5 + 1.5) = 80 x 9.5 = 760 g -> 2 packs of 500 g.
    // Bananas: 120 x 9.5 = 1140 g + 60 x (1 + 0.5) = 90 g -> 1230 g -> 11 pieces of 120 g (10.25 rounded up).
    // Tomatoes: 150 x 1.5 = 225 g -> 3 pieces of 100 g. Cinnamon 9.5 g -> 10 g -> 1 jar. Unknown food: 45 g by 100 g.
    const portions = [1, 1.5, 2, 1, 1, 1.5, 1.5];
    const plan: WeekPlan = {
      targets: {
        kcal: 2000,
        macros: {
          proteinG: { min: 0, max: 1 },
          fatG: { min: 0, max: 1 },
          carbsG: { min: 0, max: 1 },
          carbsBasis: "total",
        },
      },
      days: portions.map((p, d) =>
        day(
          d,
          d === 2
            ? [meal("porridge", p), meal("salad", 1)]
            : d === 4
              ? [meal("porridge", p), meal("salad", 0.5)]
              : [meal("porridge", p)],
        ),
      ),
    };
    expect(shoppingList(plan, recipes, facts)).toEqual([
      {
        aisle: "produce",
        items: [
          { food: "banana_raw", grams: 1230, units: 11, unitGrams: 120, unitLabel: "piece" },
          { food: "tomato_raw", grams: 225, units: 3, unitGrams: 100, unitLabel: "piece" },
        ],
      },
      {
        aisle: "grains-pasta",
        items: [
          { food: "oats_rolled_dry", grams: 760, units: 2, unitGrams: 500, unitLabel: "pack" },
        ],
      },
      {
        aisle: "spices-oils",
        items: [{ food: "cinnamon", grams: 10, units: 1, unitGrams: 50, unitLabel: "jar" }],
      },
      {
        aisle: "other",
        items: [{ food: "unknown_food", grams: 45, units: 1, unitGrams: 100, unitLabel: "g" }],
      },
    ]);
  });

  it("turns 1,240 g of oats into three 500 g packs and refuses an unknown recipe", () => {
    const oats = recipe("oats", [{ food: "oats_rolled_dry", grams: 620 }]);
    const plan: WeekPlan = {
      targets: {
        kcal: 2000,
        macros: {
          proteinG: { min: 0, max: 1 },
          fatG: { min: 0, max: 1 },
          carbsG: { min: 0, max: 1 },
          carbsBasis: "total",
        },
      },
      days: [day(0, [meal("oats", 1)]), day(1, [meal("oats", 1)])],
    };
    expect(shoppingList(plan, new Map([["oats", oats]]), facts)[0]!.items[0]).toMatchObject({
      grams: 1240,
      units: 3,
    });
    expect(() => shoppingList(plan, new Map(), facts)).toThrow(/oats/);
  });
});

describe("shopping list of the real recipes", () => {
  const real = realRecipes();
  it(`has facts for every food a week uses (${real.length} recipes now)`, () => {
    if (real.length === 0) return;
    const byId = new Map(real.map((r) => [r.id, r]));
    for (const diet of ["omnivore", "vegan", "keto"] as const) {
      const result = greedyPlan(real, {
        diet,
        targets: {
          kcal: 2000,
          macros: macroTargets({ kcal: 2000, diet, weightKg: 70, heightCm: 170 }),
        },
        slots: fastingSchedule({ experience: "none", mealsPerDay: 4, firstMealTime: "08:00" })
          .slots,
      });
      if (!result.ok) throw new Error(`no ${diet} week`);
      const list = shoppingList(result.plan, byId, foodFacts);
      expect(list.map((g) => g.aisle)).toEqual(
        aisles.filter((a) => list.some((g) => g.aisle === a)),
      );
      for (const item of list.flatMap((g) => g.items)) {
        expect(item.units * item.unitGrams).toBeGreaterThanOrEqual(item.grams);
        expect((item.units - 1) * item.unitGrams).toBeLessThan(item.grams);
      }
    }
  });
});
