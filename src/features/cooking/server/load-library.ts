import "server-only";
import { listRecipes } from "@/features/meal-plan/server/recipe-repository";
import type { LocalizedRecipe } from "@/features/meal-plan/server/stored-recipe";
import type { Locale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { paginate, type LibraryPage, type LibraryQuery } from "../domain/library-query";

export type LibraryCard = Pick<LocalizedRecipe, "id" | "name" | "timeMinutes" | "tags" | "mealTypes"> & { kcal: number };

/** One page of the recipe library for a query, in the locale (filters run in the database). */
export async function loadLibrary(db: Db, locale: Locale, query: LibraryQuery): Promise<LibraryPage<LibraryCard>> {
  const list = await listRecipes(db, {
    locale,
    mealType: query.mealType,
    diet: query.diet,
    maxMinutes: query.maxMinutes,
    excludeAllergens: query.excludeAllergens.length ? query.excludeAllergens : undefined,
    search: query.search,
  });
  const page = paginate(list, query.page);
  return {
    ...page,
    items: page.items.map((r) => ({ id: r.id, name: r.name, timeMinutes: r.timeMinutes, tags: r.tags, mealTypes: r.mealTypes, kcal: r.perPortion.kcal })),
  };
}
