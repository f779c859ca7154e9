import { z } from "zod";
import { cuisines } from "../domain/cuisines";
import { dietTypes, mealTypes, recipeTags } from "../domain/recipe";

/**
 * The shape of the recipe source files (data/recipes/*.json) and their translations
 * (data/recipe-copy/<locale>.json). docs/meal-plan.md, "Recipes and foods".
 */

/** Lengths allow the short names and steps of Chinese, Japanese and Korean. */
export const recipeCopySchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  steps: z.array(z.string().trim().min(2).max(800)).min(3).max(7),
});

export type RecipeCopy = z.infer<typeof recipeCopySchema>;

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const recipeSourceSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case")
    .max(80),
  mealTypes: z.array(z.enum(mealTypes)).min(1).refine(unique, "repeated meal type"),
  diets: z.array(z.enum(dietTypes)).min(1).refine(unique, "repeated diet"),
  timeMinutes: z.number().int().min(1).max(480),
  cuisine: z.enum(cuisines, {
    error: "is missing or not one of the cuisines of domain/cuisines.ts",
  }),
  tags: z.array(z.enum(recipeTags)).refine(unique, "repeated tag"),
  ingredients: z
    .array(
      z.strictObject({
        food: z.string().regex(/^[a-z0-9_]+$/),
        grams: z.number().positive().max(2000),
      }),
    )
    .min(3)
    .max(10)
    .refine((list) => unique(list.map((i) => i.food)), "a food listed twice"),
  /** English only: the other languages live in data/recipe-copy/<locale>.json. */
  copy: z.strictObject({ en: recipeCopySchema }),
});

export type RecipeSource = z.infer<typeof recipeSourceSchema>;

/** One source file: an array of recipes. */
export const recipeSourceFileSchema = z.array(z.unknown());

/** One translation file: recipe id → its name and steps in that language. */
export const recipeCopyFileSchema = z.record(z.string(), recipeCopySchema);
