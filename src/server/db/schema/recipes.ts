import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RecipeCopies } from "@/features/meal-plan/data/build-recipes";
import type { Cuisine } from "@/features/meal-plan/domain/cuisines";
import type {
  Allergen,
  DietType,
  Ingredient,
  MealType,
  Nutrition,
  RecipeTag,
} from "@/features/meal-plan/domain/recipe";

/**
 * The recipe catalogue, written by the seed from the checked recipe files
 * (docs/meal-plan.md, "Recipes and foods"). One row per recipe; one portion's ingredients
 * and nutrition; names and steps per locale in `copy`.
 */
export const recipes = pgTable(
  "recipes",
  {
    id: text("id").primaryKey(),
    mealTypes: text("meal_types").array().$type<MealType[]>().notNull(),
    diets: text("diets").array().$type<DietType[]>().notNull(),
    allergens: text("allergens").array().$type<Allergen[]>().notNull(),
    /** Food ids of the ingredients (dislikes exclude by these). */
    foods: text("foods").array().notNull(),
    timeMinutes: integer("time_minutes").notNull(),
    /** One of the closed list in domain/cuisines.ts (the recipe files are checked against it). */
    cuisine: text("cuisine").$type<Cuisine>().notNull().default("international"),
    tags: text("tags").array().$type<RecipeTag[]>().notNull(),
    ingredients: jsonb("ingredients").$type<Ingredient[]>().notNull(),
    perPortion: jsonb("per_portion").$type<Nutrition>().notNull(),
    copy: jsonb("copy").$type<RecipeCopies>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recipes_diets_idx").using("gin", t.diets),
    check("recipes_time_minutes_check", sql`${t.timeMinutes} > 0`),
  ],
);
