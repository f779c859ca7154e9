import type { Ingredient, Nutrition } from "./recipe";

/** A food's nutrition per 100 g of edible food (one row of foods.csv). */
export type FoodPer100g = Nutrition & { id: string };

/**
 * A portion's nutrition: each ingredient's grams times its food's values per 100 g, summed.
 * kcal rounded to a whole number, grams to 0.1. An unknown food id is an error naming it.
 */
export function portionNutrition(
  ingredients: readonly Ingredient[],
  foods: ReadonlyMap<string, FoodPer100g>,
): Nutrition {
  const sum: Nutrition = { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0, fiberG: 0 };
  for (const { food, grams } of ingredients) {
    const per100 = foods.get(food);
    if (!per100) throw new Error(`Unknown food "${food}"`);
    const share = grams / 100;
    sum.kcal += per100.kcal * share;
    sum.proteinG += per100.proteinG * share;
    sum.fatG += per100.fatG * share;
    sum.carbsG += per100.carbsG * share;
    sum.fiberG += per100.fiberG * share;
  }
  return roundNutrition(sum);
}

/** Nutrition times a factor (portions), rounded like a portion. */
export function scaleNutrition(value: Nutrition, factor: number): Nutrition {
  return roundNutrition({
    kcal: value.kcal * factor,
    proteinG: value.proteinG * factor,
    fatG: value.fatG * factor,
    carbsG: value.carbsG * factor,
    fiberG: value.fiberG * factor,
  });
}

export function addNutrition(values: readonly Nutrition[]): Nutrition {
  const sum: Nutrition = { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0, fiberG: 0 };
  for (const v of values) {
    sum.kcal += v.kcal;
    sum.proteinG += v.proteinG;
    sum.fatG += v.fatG;
    sum.carbsG += v.carbsG;
    sum.fiberG += v.fiberG;
  }
  return roundNutrition(sum);
}

/** Carbohydrates minus fibre, never below zero. */
export function netCarbsG(value: Nutrition): number {
  return Math.max(0, round1(value.carbsG - value.fiberG));
}

/**
 * Shares of energy from protein, fat and carbohydrates (4 / 9 / 4 kcal per gram, on the
 * portion's stated kcal). Used by the diet rules (keto: net carbs ≤ 10 %, low-carb: carbs ≤ 26 %).
 */
export function energyShares(value: Nutrition): {
  protein: number;
  fat: number;
  carbs: number;
  netCarbs: number;
} {
  const kcal = value.kcal > 0 ? value.kcal : 1;
  return {
    protein: (value.proteinG * 4) / kcal,
    fat: (value.fatG * 9) / kcal,
    carbs: (value.carbsG * 4) / kcal,
    netCarbs: (netCarbsG(value) * 4) / kcal,
  };
}

function roundNutrition(v: Nutrition): Nutrition {
  return {
    kcal: Math.round(v.kcal),
    proteinG: round1(v.proteinG),
    fatG: round1(v.fatG),
    carbsG: round1(v.carbsG),
    fiberG: round1(v.fiberG),
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
