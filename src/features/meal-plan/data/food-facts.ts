import { z } from "zod";
import { allergens } from "../domain/recipe";
import { aisles } from "../domain/shopping-list";
import rawFoodFacts from "./food-facts.json";

/**
 * What the kitchen and the shop need to know about each food of foods.csv: its aisle, its
 * allergens, whether (and what) animal food it is, and the unit shops sell it in
 * (docs/meal-plan.md, "Recipes and foods").
 */

export const animalKinds = ["meat", "fish", "shellfish", "dairy", "egg", "honey"] as const;

/** Shop units: a closed list, so a shopping list can name them in every language. */
export const shopUnitLabels = [
  "piece",
  "bunch",
  "bag",
  "pack",
  "box",
  "bar",
  "bottle",
  "jar",
  "can",
  "carton",
  "tub",
  "loaf",
] as const;

export const shopUnitSchema = z.strictObject({
  /** Grams of THIS food (as recipes weigh it: edible, raw or cooked) that one unit gives. */
  grams: z.number().positive(),
  label: z.enum(shopUnitLabels),
  /** Pieces in the unit when shops count them (eggs, tortillas, pita). */
  count: z.number().int().positive().optional(),
});

export const foodFactSchema = z.strictObject({
  aisle: z.enum(aisles),
  allergens: z.array(z.enum(allergens)),
  animal: z.enum(animalKinds).nullable(),
  shopUnit: shopUnitSchema,
});

export type FoodFact = z.infer<typeof foodFactSchema>;
export type AnimalKind = (typeof animalKinds)[number];

export const foodFactsSchema = z.record(z.string().regex(/^[a-z0-9_]+$/), foodFactSchema);

/** Every food's facts, checked once when first read. */
export const foodFacts: Readonly<Record<string, FoodFact>> = foodFactsSchema.parse(rawFoodFacts);
