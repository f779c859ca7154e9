import { beforeAll, describe, expect, it } from "vitest";
import type { Cuisine } from "@/features/meal-plan/domain/cuisines";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import type { GramRange } from "@/features/meal-plan/domain/macro-targets";
import type { PlanInput } from "@/features/meal-plan/domain/plan";
import { planWeek, type LpSolver } from "@/features/meal-plan/domain/planner";
import {
  dietTypes,
  type Allergen,
  type MealType,
  type Recipe,
} from "@/features/meal-plan/domain/recipe";
import golden from "./golden/planner.json";

type ShortRecipe = {
  id: string;
  types: string[];
  minutes: number;
  kcal: number;
  protein?: number;
  fat?: number;
  carbs?: number;
  cuisine?: string;
  allergens?: string[];
  steps?: number[];
};
type Case = {
  why: string;
  recipes: ShortRecipe[];
  input: {
    kcal: number;
    slots: string[];
    weekStart: string;
    days?: number;
    maxMinutes?: number;
    allergens?: string[];
    cuisines?: string[];
    recentWeeks?: string[][];
    protein?: GramRange;
  };
  expect: {
    has?: Array<{ day: number; recipe: string }>;
    never?: Array<{ recipe: string; days: number[] }>;
    portions?: Array<{ recipe: string; allowed: number[] }>;
    relaxations: unknown[];
    fallbacks: unknown[];
  };
};

function recipeOf(r: ShortRecipe): Recipe {
  return {
    id: r.id,
    mealTypes: r.types as MealType[],
    diets: [...dietTypes],
    timeMinutes: r.minutes,
    ...(r.cuisine ? { cuisine: r.cuisine as Cuisine } : {}),
    tags: [],
    allergens: (r.allergens ?? []) as Allergen[],
    foods: [],
    perPortion: {
      kcal: r.kcal,
      proteinG: r.protein ?? Math.round((r.kcal * 0.2) / 4),
      fatG: r.fat ?? Math.round((r.kcal * 0.3) / 9),
      carbsG: r.carbs ?? Math.round((r.kcal * 0.5) / 4),
      fiberG: 5,
    },
    ...(r.steps ? { portionSteps: r.steps } : {}),
    ingredients: [],
  };
}

function inputOf(c: Case["input"]): PlanInput {
  const wide = { min: 0, max: 999 };
  return {
    diet: "omnivore",
    allergens: (c.allergens ?? []) as Allergen[],
    ...(c.maxMinutes !== undefined ? { maxMinutes: c.maxMinutes } : {}),
    targets: {
      kcal: c.kcal,
      macros: { proteinG: c.protein ?? wide, fatG: wide, carbsG: wide, carbsBasis: "total" },
    },
    slots: c.slots.map((mealType, i) => ({
      mealType: mealType as MealType,
      time: `${String(8 + 4 * i).padStart(2, "0")}:00`,
    })),
    weekStart: c.weekStart,
    ...(c.days !== undefined ? { days: c.days } : {}),
    ...(c.cuisines ? { cuisines: c.cuisines } : {}),
    ...(c.recentWeeks ? { recentWeeks: c.recentWeeks } : {}),
  };
}

let solver: LpSolver;
beforeAll(async () => {
  solver = await loadSolver();
}, 60_000);

describe("the planner's rules (golden cases)", () => {
  it.each((golden.cases as Case[]).map((c) => [c.why, c] as const))("%s", (_, c) => {
    const result = planWeek(c.recipes.map(recipeOf), inputOf(c.input), solver);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    const days = result.plan.days;
    const ids = (day: number) => days[day]!.meals.map((m) => m.recipeId);
    for (const { day, recipe } of c.expect.has ?? [])
      expect(ids(day), `day ${day}`).toContain(recipe);
    for (const { recipe, days: never } of c.expect.never ?? [])
      for (const day of never) expect(ids(day), `day ${day}`).not.toContain(recipe);
    for (const { recipe, allowed } of c.expect.portions ?? [])
      for (const meal of days.flatMap((d) => d.meals).filter((m) => m.recipeId === recipe))
        expect(allowed).toContain(meal.portions);
    expect(result.relaxations).toEqual(c.expect.relaxations);
    expect(result.fallbacks).toEqual(c.expect.fallbacks);
  });
});
