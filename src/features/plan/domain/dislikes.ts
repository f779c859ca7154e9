import type { DislikeKey } from "./plan-preferences";

/** What a food of the table is, as far as dislikes need it. */
export type FoodKind = { id: string; animal: string | null };

/**
 * Each common dislike as the foods it covers: by the food's animal kind (every fish, every
 * shellfish, every egg food) or by words of the food id (docs/meal-plan.md, "The buyer's plan").
 */
const dislikeRules: Record<DislikeKey, { animal?: string; id?: RegExp }> = {
  mushrooms: { id: /^mushrooms?_/ },
  fish: { animal: "fish" },
  seafood: { animal: "shellfish" },
  eggs: { animal: "egg" },
  onion: { id: /(^|_)onions?(_|$)|^shallots?(_|$)/ },
  coriander: { id: /^cilantro|^coriander/ },
  olives: { id: /^olives_/ },
  tofu: { id: /^tofu(_|$)/ },
  pork: { id: /(^|_)(pork|bacon|ham|prosciutto|chorizo|salami|pancetta)(_|$)/ },
  beef: { id: /(^|_)beef(_|$)/ },
};

/** The food ids a set of dislikes excludes, sorted. */
export function dislikedFoodIds(dislikes: readonly DislikeKey[], foods: readonly FoodKind[]): string[] {
  const rules = dislikes.map((key) => dislikeRules[key]);
  return foods
    .filter((food) => rules.some((rule) => (rule.animal !== undefined && food.animal === rule.animal) || rule.id?.test(food.id)))
    .map((food) => food.id)
    .sort();
}
