import "server-only";
import { foodNamer } from "@/features/meal-plan/data/food-names";
import { getRecipe } from "@/features/meal-plan/server/recipe-repository";
import type { LocalizedRecipe } from "@/features/meal-plan/server/stored-recipe";
import type { Locale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";

export type RecipePageData = LocalizedRecipe & { ingredientNames: string[] };

/** Recipe ids are lowercase words joined by dashes; anything else is unknown without a query. */
const recipeIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A recipe with its ingredients named in the locale; null for an unknown id (the 404 page). */
export async function loadRecipePage(db: Db, id: string, locale: Locale): Promise<RecipePageData | null> {
  if (id.length > 120 || !recipeIdPattern.test(id)) return null;
  const [recipe, nameOf] = await Promise.all([getRecipe(db, id, locale), foodNamer(locale)]);
  if (!recipe) return null;
  return { ...recipe, ingredientNames: recipe.ingredients.map((i) => nameOf(i.food)) };
}
