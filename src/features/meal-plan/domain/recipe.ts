import type { Cuisine } from "./cuisines";

/**
 * The meal-plan domain types shared by the recipe store, the planner and the pages
 * (docs/meal-plan.md). Recipes are stored per ONE portion; allergens and the foods list are
 * derived from the ingredients by the recipe store, never typed by hand.
 */
export const dietTypes = [
  "omnivore",
  "vegetarian",
  "vegan",
  "pescatarian",
  "keto",
  "low-carb",
  "mediterranean",
] as const;
export type DietType = (typeof dietTypes)[number];

export const mealTypes = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof mealTypes)[number];

export const allergens = [
  "gluten",
  "dairy",
  "egg",
  "tree-nuts",
  "peanuts",
  "soy",
  "fish",
  "shellfish",
  "sesame",
] as const;
export type Allergen = (typeof allergens)[number];

export const recipeTags = [
  "quick",
  "no-cook",
  "high-protein",
  "one-pan",
  "batch",
  "meal-prep",
  "spicy",
  "comfort",
  "light",
  "fibre-rich",
  "budget",
] as const;
export type RecipeTag = (typeof recipeTags)[number];

/** Energy and macronutrients; grams of food, kcal of energy. */
export type Nutrition = {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG: number;
};

/** Grams of edible food, by food id (an id of foods.csv). */
export type Ingredient = { food: string; grams: number };

export type Recipe = {
  id: string;
  mealTypes: MealType[];
  diets: DietType[];
  timeMinutes: number;
  /** The kitchen it comes from; none counts as "international" (docs/meal-plan.md, "The planner"). */
  cuisine?: Cuisine;
  tags: RecipeTag[];
  allergens: Allergen[];
  /** The food ids of the ingredients, for dislikes. */
  foods: string[];
  /** Nutrition of one portion. */
  perPortion: Nutrition;
  /**
   * The portion sizes the planner may give, chosen so counted foods (eggs…) come whole
   * (domain/portion-steps.ts); without them, the default steps.
   */
  portionSteps?: readonly number[];
  /** One portion. */
  ingredients: Ingredient[];
};

/** The energy one portion may have, by meal type (kcal, inclusive). */
export const portionEnergyRanges: Record<MealType, { min: number; max: number }> = {
  breakfast: { min: 300, max: 550 },
  lunch: { min: 400, max: 700 },
  dinner: { min: 400, max: 700 },
  snack: { min: 100, max: 300 },
};
