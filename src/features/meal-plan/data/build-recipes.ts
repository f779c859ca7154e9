import { isLocale, type Locale } from "@/i18n/locales";
import type { Cuisine } from "../domain/cuisines";
import { portionNutrition, type FoodPer100g } from "../domain/nutrition";
import { countedPieces, portionStepsFor } from "../domain/portion-steps";
import { allergens as allergenOrder, type Allergen, type Recipe } from "../domain/recipe";
import type { FoodFact } from "./food-facts";
import type { Food } from "./foods";
import { pieceFoodsOf } from "./piece-foods";
import { dietProblems, energyProblems, tagProblems, type DietCheckFood } from "./recipe-diet-rules";
import {
  recipeCopyFileSchema,
  recipeSourceSchema,
  type RecipeCopy,
  type RecipeSource,
} from "./recipe-source-schema";

/**
 * Turns the recipe source files into checked recipes: per-portion nutrition from foods.csv,
 * allergens and the foods list from the food facts, declared diets, energy and tags checked
 * (docs/meal-plan.md, "Recipes and foods"). Every problem found is reported at once, each
 * naming its file and recipe.
 */

export type RecipeCopies = { en: RecipeCopy } & Partial<Record<Locale, RecipeCopy>>;
export type LoadedRecipe = Recipe & {
  cuisine: Cuisine;
  portionSteps: readonly number[];
  copy: RecipeCopies;
};

export type RecipeSourceFile = { file: string; entries: unknown };
export type RecipeCopyFile = { locale: string; entries: unknown };

export class RecipeDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`Recipe data has ${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
    this.name = "RecipeDataError";
  }
}

export function buildRecipes(input: {
  sources: readonly RecipeSourceFile[];
  copies: readonly RecipeCopyFile[];
  foods: readonly Food[];
  facts: Readonly<Record<string, FoodFact>>;
}): LoadedRecipe[] {
  const problems: string[] = [];
  const foods = new Map(input.foods.map((f) => [f.id, f]));
  const per100 = new Map<string, FoodPer100g>(
    input.foods.map((f) => [f.id, { ...f, fiberG: f.fiberG ?? 0 }]),
  );
  const recipes = new Map<string, LoadedRecipe>();
  for (const { file, entries } of input.sources) {
    if (!Array.isArray(entries)) {
      problems.push(`${file}: is not a JSON array of recipes`);
      continue;
    }
    entries.forEach((entry, index) => {
      const parsed = recipeSourceSchema.safeParse(entry);
      const label = `${file} › ${typeof (entry as { id?: unknown })?.id === "string" ? (entry as { id: string }).id : `#${index}`}`;
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push(`${label}: ${issue.path.join(".") || "recipe"} ${issue.message}`);
        return;
      }
      if (recipes.has(parsed.data.id)) {
        problems.push(`${label}: the id is used by another recipe too`);
        return;
      }
      const built = buildOne(parsed.data, foods, per100, input.facts);
      if (typeof built === "string" || Array.isArray(built)) {
        for (const problem of [built].flat()) problems.push(`${label}: ${problem}`);
        return;
      }
      recipes.set(built.id, built);
    });
  }
  addTranslations(input.copies, recipes, problems);
  if (problems.length > 0) throw new RecipeDataError(problems);
  return [...recipes.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function buildOne(
  source: RecipeSource,
  foods: ReadonlyMap<string, Food>,
  per100: ReadonlyMap<string, FoodPer100g>,
  facts: Readonly<Record<string, FoodFact>>,
): LoadedRecipe | string[] {
  const unknown = source.ingredients.filter((i) => !foods.has(i.food)).map((i) => i.food);
  if (unknown.length > 0) return [`unknown food(s) ${unknown.join(", ")} (not in foods.csv)`];
  const checked: DietCheckFood[] = [];
  for (const { food } of source.ingredients) {
    const fact = facts[food];
    if (!fact) return [`food ${food} has no facts (food-facts.json)`];
    checked.push({ id: food, category: foods.get(food)!.category, fact });
  }
  const perPortion = portionNutrition(source.ingredients, per100);
  const pieces = countedPieces(source.ingredients, pieceFoodsOf(facts));
  const problems = [
    ...pieces.broken.map(
      (b) =>
        `${b.food}: ${b.pieces} pieces of ${round1(b.pieceGrams)} g in one portion; eggs come whole`,
    ),
    ...dietProblems(source.diets, checked, perPortion),
    ...energyProblems(source.mealTypes, perPortion.kcal),
    ...tagProblems(source.tags, source.timeMinutes),
  ];
  if (problems.length > 0) return problems;
  const present = new Set<Allergen>(checked.flatMap((f) => f.fact.allergens));
  return {
    id: source.id,
    mealTypes: source.mealTypes,
    diets: source.diets,
    timeMinutes: source.timeMinutes,
    cuisine: source.cuisine,
    tags: source.tags,
    allergens: allergenOrder.filter((a) => present.has(a)),
    foods: source.ingredients.map((i) => i.food),
    perPortion,
    portionSteps: portionStepsFor(pieces.whole.map((w) => w.pieces)),
    ingredients: source.ingredients.map((i) => ({ food: i.food, grams: i.grams })),
    copy: { en: source.copy.en },
  };
}

function addTranslations(
  copies: readonly RecipeCopyFile[],
  recipes: Map<string, LoadedRecipe>,
  problems: string[],
): void {
  for (const { locale, entries } of copies) {
    if (!isLocale(locale) || locale === "en") {
      problems.push(`recipe-copy/${locale}.json: not one of the 15 translated locales`);
      continue;
    }
    const parsed = recipeCopyFileSchema.safeParse(entries);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`recipe-copy/${locale}.json › ${issue.path.join(".")}: ${issue.message}`);
      }
      continue;
    }
    for (const [id, copy] of Object.entries(parsed.data)) {
      const recipe = recipes.get(id);
      if (!recipe) {
        problems.push(`recipe-copy/${locale}.json › ${id}: no recipe has this id`);
        continue;
      }
      if (copy.steps.length !== recipe.copy.en.steps.length) {
        problems.push(
          `recipe-copy/${locale}.json › ${id}: ${copy.steps.length} steps, English has ${recipe.copy.en.steps.length}`,
        );
        continue;
      }
      recipe.copy[locale] = copy;
    }
  }
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
