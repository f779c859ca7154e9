import "server-only";
import { inArray } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { Recipe } from "@/features/meal-plan/domain/recipe";
import { localizedRecipe } from "@/features/meal-plan/server/stored-recipe";
import type { Db } from "@/server/db/db-type";
import { recipes } from "@/server/db/schema/recipes";

/** Every recipe of the catalogue, as the planner takes them. */
export async function loadPlanRecipes(db: Db): Promise<Recipe[]> {
  const rows = await db.select().from(recipes);
  return rows.map((row) => {
    const { name: _name, steps: _steps, copyLocale: _copy, ...recipe } = localizedRecipe(row, "en");
    return recipe;
  });
}

export type RecipeCard = { id: string; name: string; timeMinutes: number };

/** The recipes of a plan with their names in the locale (else English), and the planner's view. */
export async function loadPlanRecipeCards(
  db: Db,
  ids: readonly string[],
  locale: Locale,
): Promise<{ cards: Map<string, RecipeCard>; recipes: Map<string, Recipe> }> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.select().from(recipes).where(inArray(recipes.id, unique)) : [];
  const cards = new Map<string, RecipeCard>();
  const byId = new Map<string, Recipe>();
  for (const row of rows) {
    const { name, steps: _steps, copyLocale: _copy, ...recipe } = localizedRecipe(row, locale);
    cards.set(row.id, { id: row.id, name, timeMinutes: row.timeMinutes });
    byId.set(row.id, recipe);
  }
  return { cards, recipes: byId };
}
