import { mealTypes, type MealType } from "@/features/meal-plan/domain/recipe";

/** Recipes per chapter of the recipe book. */
export const recipesPerChapter = 6;

type BookRecipe = { id: string; mealTypes: readonly MealType[]; timeMinutes: number; name: string };

/**
 * The recipe book's chapters (docs/extras.md, "Recipe book"): breakfast, lunch, dinner and
 * snacks from the recipe catalogue the meal plan uses, the quickest first (then by name), each
 * recipe in one chapter only — the first of its meal types that still has room.
 */
export function recipeBookChapters<R extends BookRecipe>(
  recipes: readonly R[],
  perChapter: number = recipesPerChapter,
): { mealType: MealType; recipes: R[] }[] {
  const sorted = [...recipes].sort(
    (a, b) => a.timeMinutes - b.timeMinutes || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const taken = new Set<string>();
  const chapters = mealTypes.map((mealType) => ({ mealType, recipes: [] as R[] }));
  for (const chapter of chapters) {
    for (const recipe of sorted) {
      if (chapter.recipes.length >= perChapter) break;
      if (taken.has(recipe.id) || !recipe.mealTypes.includes(chapter.mealType)) continue;
      taken.add(recipe.id);
      chapter.recipes.push(recipe);
    }
  }
  return chapters.filter((chapter) => chapter.recipes.length > 0);
}

/** One recipe of the book as its page shows it: the foods already named in the locale. */
export type RecipeBookEntry = {
  id: string;
  name: string;
  /** The locale the name and steps are in (English when not translated yet). */
  copyLocale: string;
  timeMinutes: number;
  perPortion: { kcal: number };
  ingredients: readonly { food: string; grams: number }[];
  ingredientNames: readonly string[];
  steps: readonly string[];
};

export type RecipeBook = { mealType: MealType; recipes: RecipeBookEntry[] }[];
