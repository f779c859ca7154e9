import "server-only";
import { z } from "zod";
import type { Locale } from "@/i18n/locales";
import { pieceFoodOf } from "../data/piece-foods";
import { recipePortionSteps } from "../domain/portion-steps";
import type { Recipe } from "../domain/recipe";
import type { recipes } from "@/server/db/schema/recipes";

/**
 * A recipes row as the app reads it: the jsonb columns checked, the name and steps taken in
 * the asked locale, else in English (docs/meal-plan.md, "Recipes and foods").
 */

const copySchema = z.object({ name: z.string(), steps: z.array(z.string()) });
const storedJsonSchema = z.object({
  ingredients: z.array(z.object({ food: z.string(), grams: z.number() })),
  perPortion: z.object({
    kcal: z.number(),
    proteinG: z.number(),
    fatG: z.number(),
    carbsG: z.number(),
    fiberG: z.number(),
  }),
  copy: z.object({ en: copySchema }).catchall(copySchema),
});

export type LocalizedRecipe = Recipe & {
  name: string;
  steps: string[];
  /** The locale the name and steps are in: the asked one, or English when it has none yet. */
  copyLocale: Locale;
};

export function localizedRecipe(row: typeof recipes.$inferSelect, locale: Locale): LocalizedRecipe {
  const json = storedJsonSchema.parse(row);
  const translated = json.copy[locale];
  const copy = translated ?? json.copy.en;
  return {
    id: row.id,
    mealTypes: row.mealTypes,
    diets: row.diets,
    timeMinutes: row.timeMinutes,
    cuisine: row.cuisine,
    tags: row.tags,
    allergens: row.allergens,
    foods: row.foods,
    perPortion: json.perPortion,
    portionSteps: recipePortionSteps(json.ingredients, pieceFoodOf),
    ingredients: json.ingredients,
    name: copy.name,
    steps: copy.steps,
    copyLocale: translated ? locale : "en",
  };
}
