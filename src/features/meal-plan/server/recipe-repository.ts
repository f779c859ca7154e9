import "server-only";
import { and, arrayContains, arrayOverlaps, eq, lte, not, sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { recipes } from "@/server/db/schema/recipes";
import type { RecipeFilters } from "./recipe-filters";
import { localizedRecipe, type LocalizedRecipe } from "./stored-recipe";

/**
 * Reads the recipe catalogue (docs/meal-plan.md, "Recipes and foods"). Filters run in the
 * database; names and steps come in the asked locale, else in English; the list is ordered by
 * name in that locale, then id.
 */
export async function listRecipes(db: Db, filters: RecipeFilters): Promise<LocalizedRecipe[]> {
  const where: SQL[] = [];
  if (filters.diet) where.push(arrayContains(recipes.diets, [filters.diet]));
  if (filters.mealType) where.push(arrayContains(recipes.mealTypes, [filters.mealType]));
  if (filters.maxMinutes !== undefined) where.push(lte(recipes.timeMinutes, filters.maxMinutes));
  if (filters.excludeAllergens?.length)
    where.push(not(arrayOverlaps(recipes.allergens, filters.excludeAllergens)));
  if (filters.excludeFoods?.length)
    where.push(not(arrayOverlaps(recipes.foods, filters.excludeFoods)));
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(coalesce(${recipes.copy} -> ${filters.locale} ->> 'name', '') ilike ${pattern}
        or ${recipes.copy} -> 'en' ->> 'name' ilike ${pattern})`,
    );
  }
  const rows = await db
    .select()
    .from(recipes)
    .where(where.length ? and(...where) : undefined);
  const collator = new Intl.Collator(filters.locale);
  return rows
    .map((row) => localizedRecipe(row, filters.locale))
    .sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** One recipe with its name and steps in the locale (else English); null when unknown. */
export async function getRecipe(
  db: Db,
  id: string,
  locale: Locale,
): Promise<LocalizedRecipe | null> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, id));
  return row ? localizedRecipe(row, locale) : null;
}
