import type { Exclusions } from "./plan";
import type { MealType, Recipe } from "./recipe";

/**
 * The recipes a person may ever be offered: fits the diet and contains none of the excluded
 * allergens or disliked foods. Never relaxed, whatever else gives way.
 */
export function safeRecipes(
  recipes: readonly Recipe[],
  exclusions: Pick<Exclusions, "diet" | "allergens" | "foods">,
): Recipe[] {
  const allergens = new Set(exclusions.allergens ?? []);
  const foods = new Set(exclusions.foods ?? []);
  return recipes.filter(
    (r) =>
      r.diets.includes(exclusions.diet) &&
      !r.allergens.some((a) => allergens.has(a)) &&
      !r.foods.some((f) => foods.has(f)),
  );
}

/**
 * The safe recipes ready within `maxMinutes` when given (every day alike). The planner applies
 * time per day instead (domain/time-caps.ts: weekdays and the weekend differ).
 */
export function eligibleRecipes(recipes: readonly Recipe[], exclusions: Exclusions): Recipe[] {
  return safeRecipes(recipes, exclusions).filter(
    (r) => exclusions.maxMinutes === undefined || r.timeMinutes <= exclusions.maxMinutes,
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
