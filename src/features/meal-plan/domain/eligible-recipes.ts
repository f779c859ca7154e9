import type { Exclusions } from "./plan";
import type { MealType, Recipe } from "./recipe";

/**
 * The recipes a person may be offered: fits the diet, contains none of the excluded allergens
 * or disliked foods, and is ready within the time limit when one is given. Never relaxed.
 */
export function eligibleRecipes(recipes: readonly Recipe[], exclusions: Exclusions): Recipe[] {
  const allergens = new Set(exclusions.allergens ?? []);
  const foods = new Set(exclusions.foods ?? []);
  return recipes.filter(
    (r) =>
      r.diets.includes(exclusions.diet) &&
      !r.allergens.some((a) => allergens.has(a)) &&
      !r.foods.some((f) => foods.has(f)) &&
      (exclusions.maxMinutes === undefined || r.timeMinutes <= exclusions.maxMinutes),
  );
}

/** Eligible recipes by meal type, in id order (deterministic). */
export function recipesByMealType(recipes: readonly Recipe[]): Map<MealType, Recipe[]> {
  const byType = new Map<MealType, Recipe[]>();
  for (const recipe of [...recipes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    for (const type of recipe.mealTypes) {
      const list = byType.get(type) ?? [];
      list.push(recipe);
      byType.set(type, list);
    }
  }
  return byType;
}
