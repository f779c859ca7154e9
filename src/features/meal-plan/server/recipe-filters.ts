import "server-only";
import { z } from "zod";
import { locales } from "@/i18n/locales";
import { allergens, dietTypes, mealTypes } from "../domain/recipe";

/** What a recipe list may be narrowed by (docs/meal-plan.md, "Recipes and foods"). */
export const recipeFiltersSchema = z.strictObject({
  locale: z.enum(locales),
  diet: z.enum(dietTypes).optional(),
  mealType: z.enum(mealTypes).optional(),
  maxMinutes: z.number().int().positive().max(1440).optional(),
  excludeAllergens: z.array(z.enum(allergens)).max(allergens.length).optional(),
  excludeFoods: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9_]+$/)
        .max(80),
    )
    .max(200)
    .optional(),
  /** Words of the recipe's name, in the locale or in English. */
  search: z.string().trim().max(80).optional(),
});

export type RecipeFilters = z.infer<typeof recipeFiltersSchema>;
