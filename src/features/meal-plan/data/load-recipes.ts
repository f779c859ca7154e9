import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { foodFacts } from "./food-facts";
import { parseFoodsCsv, type Food } from "./foods";
import {
  buildRecipes,
  type LoadedRecipe,
  type RecipeCopyFile,
  type RecipeSourceFile,
} from "./build-recipes";

/**
 * Reads the recipe files from this folder (recipes/*.json, recipe-copy/<locale>.json,
 * foods.csv) and builds the checked recipes (docs/meal-plan.md, "Recipes and foods"). For the
 * seed, scripts and tests; the app reads recipes from the database.
 */

export const mealPlanDataDir = path.dirname(fileURLToPath(import.meta.url));

export function readFoods(dir = mealPlanDataDir): Food[] {
  return parseFoodsCsv(readFileSync(path.join(dir, "foods.csv"), "utf8"));
}

function jsonFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${path.basename(file)} is not valid JSON: ${(error as Error).message}`);
  }
}

export function readRecipeSources(dir = mealPlanDataDir): RecipeSourceFile[] {
  const folder = path.join(dir, "recipes");
  return jsonFiles(folder).map((name) => ({
    file: `recipes/${name}`,
    entries: readJson(path.join(folder, name)),
  }));
}

export function readRecipeCopies(dir = mealPlanDataDir): RecipeCopyFile[] {
  const folder = path.join(dir, "recipe-copy");
  return jsonFiles(folder).map((name) => ({
    locale: name.slice(0, -".json".length),
    entries: readJson(path.join(folder, name)),
  }));
}

/** All recipes, checked; throws a RecipeDataError listing every problem. */
export function loadRecipes(dir = mealPlanDataDir): LoadedRecipe[] {
  return buildRecipes({
    sources: readRecipeSources(dir),
    copies: readRecipeCopies(dir),
    foods: readFoods(dir),
    facts: foodFacts,
  });
}
