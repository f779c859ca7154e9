import { describe, expect, it } from "vitest";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { loadRecipes, readFoods, readRecipeSources } from "@/features/meal-plan/data/load-recipes";
import { dietTypes, type DietType } from "@/features/meal-plan/domain/recipe";

/** The real recipe files (docs/meal-plan.md, "Recipes and foods"). */

const sources = readRecipeSources();
const entries = sources.flatMap((s) =>
  Array.isArray(s.entries)
    ? (s.entries as { id?: string; ingredients?: { food?: string }[] }[])
    : [],
);

describe("the recipe catalogue", () => {
  it("has recipe files, each a JSON array", () => {
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(Array.isArray(source.entries), source.file).toBe(true);
  });

  it("loads every recipe without a problem", () => {
    expect(() => loadRecipes()).not.toThrow();
    expect(loadRecipes()).toHaveLength(entries.length);
  });

  it("uses every id once across all files", () => {
    const ids = entries.map((e) => e.id);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  it("names only foods of foods.csv, each with its facts", () => {
    const known = new Set(readFoods().map((f) => f.id));
    const used = entries.flatMap((e) => (e.ingredients ?? []).map((i) => i.food));
    expect(used.filter((food) => !known.has(food!))).toEqual([]);
    expect(used.filter((food) => !foodFacts[food!])).toEqual([]);
  });

  it("has at least 120 recipes", () => {
    expect(loadRecipes().length).toBeGreaterThanOrEqual(120);
  });

  it("gives every diet enough recipes for a varied week", () => {
    const recipes = loadRecipes();
    const count = (diet: DietType, fits: (types: string[]) => boolean) =>
      recipes.filter((r) => r.diets.includes(diet) && fits(r.mealTypes)).length;
    const shortfalls = dietTypes.flatMap((diet) => {
      const found = {
        breakfast: count(diet, (t) => t.includes("breakfast")),
        lunchOrDinner: count(diet, (t) => t.includes("lunch") || t.includes("dinner")),
        snack: count(diet, (t) => t.includes("snack")),
      };
      return found.breakfast >= 7 && found.lunchOrDinner >= 10 && found.snack >= 4
        ? []
        : [{ diet, ...found }];
    });
    expect(shortfalls).toEqual([]);
  });
});
