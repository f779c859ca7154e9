import { describe, expect, it } from "vitest";
import {
  addNutrition,
  energyShares,
  netCarbsG,
  portionNutrition,
  scaleNutrition,
  type FoodPer100g,
} from "@/features/meal-plan/domain/nutrition";
import { readFoods } from "./engine-fixtures";
import golden from "./golden/nutrition.json";

const foods = new Map<string, FoodPer100g>([
  ["oats", { id: "oats", kcal: 379, proteinG: 13.15, fatG: 6.52, carbsG: 67.7, fiberG: 10.1 }],
  ["milk", { id: "milk", kcal: 61, proteinG: 3.15, fatG: 3.25, carbsG: 4.8, fiberG: 0 }],
]);

describe("portion nutrition (golden cases on foods.csv)", () => {
  const csvFoods = readFoods();
  for (const c of golden.cases) {
    it(c.name, () => {
      expect(portionNutrition(c.ingredients, csvFoods)).toEqual(c.expected);
    });
  }
});

describe("portion nutrition", () => {
  it("sums grams times the values per 100 g (worked by hand)", () => {
    // 50 g oats: 189.5 kcal, 6.575 P, 3.26 F, 33.85 C, 5.05 fibre; 200 g milk: 122 kcal, 6.3 P, 6.5 F, 9.6 C.
    expect(
      portionNutrition(
        [
          { food: "oats", grams: 50 },
          { food: "milk", grams: 200 },
        ],
        foods,
      ),
    ).toEqual({
      kcal: 312,
      proteinG: 12.9,
      fatG: 9.8,
      carbsG: 43.5,
      fiberG: 5.1,
    });
  });

  it("names an unknown food", () => {
    expect(() => portionNutrition([{ food: "unicorn", grams: 10 }], foods)).toThrow(/unicorn/);
  });

  it("scales, adds and splits energy", () => {
    const portion = { kcal: 400, proteinG: 20, fatG: 10, carbsG: 50, fiberG: 8 };
    expect(scaleNutrition(portion, 1.25)).toEqual({
      kcal: 500,
      proteinG: 25,
      fatG: 12.5,
      carbsG: 62.5,
      fiberG: 10,
    });
    expect(addNutrition([portion, portion]).kcal).toBe(800);
    expect(netCarbsG(portion)).toBe(42);
    expect(energyShares(portion)).toEqual({ protein: 0.2, fat: 0.225, carbs: 0.5, netCarbs: 0.42 });
  });
});
