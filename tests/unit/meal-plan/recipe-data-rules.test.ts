import { describe, expect, it } from "vitest";
import { buildRecipes, RecipeDataError } from "@/features/meal-plan/data/build-recipes";
import { foodFacts } from "@/features/meal-plan/data/food-facts";
import { readFoods } from "@/features/meal-plan/data/load-recipes";
import cases from "./recipe-data-rules.cases.json";

type Case = {
  description: string;
  sources: { file: string; entries: unknown }[];
  copies: { locale: string; entries: unknown }[];
  expect:
    | { problems: string[] }
    | {
        recipes: {
          id: string;
          perPortion?: object;
          allergens?: string[];
          foods?: string[];
          copyLocales?: string[];
          cuisine?: string;
          portionSteps?: number[];
        }[];
      };
};

const foods = readFoods();

describe("recipe loading rules (golden cases)", () => {
  it.each((cases as Case[]).map((c) => [c.description, c] as const))("%s", (_, c) => {
    const build = () =>
      buildRecipes({ sources: c.sources, copies: c.copies, foods, facts: foodFacts });
    if ("problems" in c.expect) {
      let error: unknown;
      try {
        build();
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(RecipeDataError);
      expect((error as RecipeDataError).problems).toEqual(c.expect.problems);
      return;
    }
    const built = build();
    expect(built.map((r) => r.id)).toEqual(c.expect.recipes.map((r) => r.id));
    c.expect.recipes.forEach((expected, index) => {
      const recipe = built[index]!;
      if (expected.perPortion) expect(recipe.perPortion).toEqual(expected.perPortion);
      if (expected.allergens) expect(recipe.allergens).toEqual(expected.allergens);
      if (expected.foods) expect(recipe.foods).toEqual(expected.foods);
      if (expected.cuisine) expect(recipe.cuisine).toBe(expected.cuisine);
      if (expected.portionSteps) expect(recipe.portionSteps).toEqual(expected.portionSteps);
      if (expected.copyLocales)
        expect(Object.keys(recipe.copy).sort()).toEqual(expected.copyLocales);
    });
  });
});
