import type { WeekPlan } from "./plan";
import type { Recipe } from "./recipe";

/** Shop aisles in the order a list shows them. */
export const aisles = [
  "produce",
  "bakery",
  "dairy-eggs",
  "meat-fish",
  "pantry",
  "grains-pasta",
  "canned-jars",
  "frozen",
  "spices-oils",
  "nuts-seeds",
  "drinks",
] as const;
export type Aisle = (typeof aisles)[number];

/** What the shopping list needs of food-facts.json: the aisle and the unit shops sell. */
export type ShopFacts = Readonly<
  Record<string, { aisle: Aisle; shopUnit: { grams: number; label: string } }>
>;

export type ShoppingItem = {
  food: string;
  /** Grams the week's meals use, rounded up to a whole gram. */
  grams: number;
  /** Units to buy: the needed grams rounded up to whole shop units. */
  units: number;
  unitGrams: number;
  unitLabel: string;
};

export type ShoppingList = Array<{ aisle: Aisle | "other"; items: ShoppingItem[] }>;

/** A food without facts is sold by 100 g under "other" (docs/meal-plan.md, "Shopping list"). */
const fallbackUnit = { grams: 100, label: "g" } as const;

/**
 * The plan's ingredients summed per food (grams × portions over every meal), grouped by aisle
 * in the aisles' order ("other" last), foods by id inside an aisle, each rounded up to whole
 * shop units (1,240 g of oats sold by 500 g → 3 packs).
 */
export function shoppingList(
  plan: WeekPlan,
  recipes: ReadonlyMap<string, Recipe>,
  facts: ShopFacts,
): ShoppingList {
  const grams = new Map<string, number>();
  for (const day of plan.days) {
    for (const meal of day.meals) {
      const recipe = recipes.get(meal.recipeId);
      if (!recipe) throw new Error(`Unknown recipe "${meal.recipeId}"`);
      for (const { food, grams: g } of recipe.ingredients)
        grams.set(food, (grams.get(food) ?? 0) + g * meal.portions);
    }
  }
  const groups = new Map<Aisle | "other", ShoppingItem[]>();
  for (const food of [...grams.keys()].sort()) {
    const fact = facts[food];
    const unit = fact?.shopUnit ?? fallbackUnit;
    const needed = Math.ceil((grams.get(food) ?? 0) - 1e-9);
    const item = {
      food,
      grams: needed,
      units: Math.max(1, Math.ceil(needed / unit.grams - 1e-9)),
      unitGrams: unit.grams,
      unitLabel: unit.label,
    };
    const aisle = fact?.aisle ?? "other";
    groups.set(aisle, [...(groups.get(aisle) ?? []), item]);
  }
  return [...aisles, "other" as const]
    .filter((aisle) => groups.has(aisle))
    .map((aisle) => ({ aisle, items: groups.get(aisle)! }));
}
