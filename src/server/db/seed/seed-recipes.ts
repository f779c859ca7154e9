import { sql } from "drizzle-orm";
import type { LoadedRecipe } from "@/features/meal-plan/data/build-recipes";
import { loadRecipes } from "@/features/meal-plan/data/load-recipes";
import type { Db } from "../db-type";
import { recipes } from "../schema/recipes";

/**
 * Writes the checked recipe files into the recipes table (docs/meal-plan.md, "Recipes and
 * foods"). The files are the source of truth, so a recipe whose file changed is updated; one
 * multi-row statement, and a row that already matches is left untouched (`updated_at` too),
 * so a second run changes nothing. Bad recipe data stops the seed with every problem listed.
 */
export async function seedRecipes(
  db: Db,
  list: readonly LoadedRecipe[] = loadRecipes(),
): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(recipes)
    .values(
      list.map((r) => ({
        id: r.id,
        mealTypes: r.mealTypes,
        diets: r.diets,
        allergens: r.allergens,
        foods: r.foods,
        timeMinutes: r.timeMinutes,
        cuisine: r.cuisine,
        tags: r.tags,
        ingredients: r.ingredients,
        perPortion: r.perPortion,
        copy: r.copy,
      })),
    )
    .onConflictDoUpdate({
      target: recipes.id,
      set: {
        mealTypes: sql`excluded.meal_types`,
        diets: sql`excluded.diets`,
        allergens: sql`excluded.allergens`,
        foods: sql`excluded.foods`,
        timeMinutes: sql`excluded.time_minutes`,
        cuisine: sql`excluded.cuisine`,
        tags: sql`excluded.tags`,
        ingredients: sql`excluded.ingredients`,
        perPortion: sql`excluded.per_portion`,
        copy: sql`excluded.copy`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${recipes.mealTypes}, ${recipes.diets}, ${recipes.allergens}, ${recipes.foods},
        ${recipes.timeMinutes}, ${recipes.cuisine}, ${recipes.tags}, ${recipes.ingredients}, ${recipes.perPortion}, ${recipes.copy})
        is distinct from (excluded.meal_types, excluded.diets, excluded.allergens, excluded.foods,
        excluded.time_minutes, excluded.cuisine, excluded.tags, excluded.ingredients, excluded.per_portion, excluded.copy)`,
    });
}
