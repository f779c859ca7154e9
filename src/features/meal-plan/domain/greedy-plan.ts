import type { MealSlot } from "./fasting";
import { eligibleRecipes, recipesByMealType } from "./eligible-recipes";
import {
  buildDay,
  repeatWindowDays,
  type PlanInput,
  type PlanResult,
  type PlannedDay,
} from "./plan";
import { stepsOf } from "./portion-steps";
import type { MealType, Recipe } from "./recipe";

/** kcal a recipe's earlier use this week weighs against it in the greedy choice. */
const earlierUseKcal = 40;

export type DayChoice = { slot: MealSlot; recipe: Recipe; portions: number };

/**
 * One day, greedily: slot by slot, the recipe and portion closest to an even share of the kcal
 * still open today, skipping `taken` recipes (which it extends). Returns the slot index that
 * found no recipe instead when one runs out.
 */
export function greedyDay(
  byType: ReadonlyMap<MealType, readonly Recipe[]>,
  slots: readonly MealSlot[],
  kcal: number,
  taken: Set<string>,
  uses: ReadonlyMap<string, number>,
): DayChoice[] | number {
  const choices: DayChoice[] = [];
  let open = kcal;
  for (const [index, slot] of slots.entries()) {
    const share = open / (slots.length - index);
    let best: { recipe: Recipe; portions: number; score: number } | undefined;
    for (const recipe of byType.get(slot.mealType) ?? []) {
      if (taken.has(recipe.id)) continue;
      for (const portions of stepsOf(recipe)) {
        const score =
          Math.abs(recipe.perPortion.kcal * portions - share) +
          (uses.get(recipe.id) ?? 0) * earlierUseKcal;
        if (!best || score < best.score) best = { recipe, portions, score };
      }
    }
    if (!best) return index;
    taken.add(best.recipe.id);
    open -= best.recipe.perPortion.kcal * best.portions;
    choices.push({ slot, recipe: best.recipe, portions: best.portions });
  }
  return choices;
}

/**
 * The benchmark's baseline, the planner's rules before the variety and weekday rules: greedyDay
 * for every day, the same exclusions, the time limit on every day, no recipe twice within three
 * days, whole eggs; no look-ahead and no macro ranges. Its days are marked "closest": it
 * promises nothing.
 */
export function greedyPlan(recipes: readonly Recipe[], input: PlanInput): PlanResult {
  const byType = recipesByMealType(eligibleRecipes(recipes, input));
  const days: PlannedDay[] = [];
  const uses = new Map<string, number>();
  for (let day = 0; day < (input.days ?? 7); day++) {
    const taken = new Set(
      days.slice(-(repeatWindowDays - 1)).flatMap((d) => d.meals.map((m) => m.recipeId)),
    );
    const choices = greedyDay(byType, input.slots, input.targets.kcal, taken, uses);
    if (typeof choices === "number")
      return {
        ok: false,
        reason: "not-enough-recipes",
        day,
        mealType: input.slots[choices]!.mealType,
      };
    for (const c of choices) uses.set(c.recipe.id, (uses.get(c.recipe.id) ?? 0) + 1);
    days.push(buildDay(day, choices, input.targets, "closest"));
  }
  return {
    ok: true,
    plan: { targets: input.targets, days },
    relaxations: days.map((d) => ({ day: d.day, relaxation: d.relaxation })),
    fallbacks: [],
  };
}
