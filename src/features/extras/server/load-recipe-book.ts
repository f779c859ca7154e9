import "server-only";
import { recipeBookChapters, type RecipeBook } from "@/features/extras/domain/recipe-book";
import { foodNamer } from "@/features/meal-plan/data/food-names";
import { listRecipes } from "@/features/meal-plan/server/recipe-repository";
import type { Locale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";

/** The recipe book in the locale: its chapters from the recipe catalogue, foods named. */
export async function loadRecipeBook(db: Db, locale: Locale): Promise<RecipeBook> {
  const [all, nameOf] = await Promise.all([listRecipes(db, { locale }), foodNamer(locale)]);
  return recipeBookChapters(all).map((chapter) => ({
    mealType: chapter.mealType,
    recipes: chapter.recipes.map((recipe) => ({ ...recipe, ingredientNames: recipe.ingredients.map((i) => nameOf(i.food)) })),
  }));
}
