import { neutralCuisine } from "./cuisines";
import { scaleNutrition } from "./nutrition";
import { calorieTolerance, countedCarbs, type PlanTargets, type Relaxation } from "./plan";
import { maxPortionsFor, stepsOf } from "./portion-steps";
import type { Nutrition, Recipe } from "./recipe";

/** Weights of the day's objective, in points (docs/meal-plan.md, "The planner"). */
export const objectiveWeights = {
  /** Per 1 % of the calorie target away from it, beyond the first 1 %, which is free. */
  caloriePercent: 1,
  freeCalorieShare: 0.01,
  /** Per gram outside a macro range once macros are relaxed: stays far above the other terms. */
  macroGram: 5,
  /** Per earlier use of the recipe this week (only once the no-repeat rule gave way). */
  earlierUse: 3,
  /** Per portion away from one portion (1.5 portions costs 2). */
  portionOffOne: 4,
  /** A recipe eaten last week, two weeks ago, three weeks ago. */
  recentWeek: [3, 2, 1],
  /** A meal of a cuisine the person did not prefer (when they named some). */
  otherCuisine: 2,
} as const;

/**
 * One choice for one slot: a recipe at one portion size. Its nutrition is the portion's as the
 * plan shows it (rounded), so the search and the plan's checks agree to the gram; the macros
 * are kept in tenths of a gram (whole numbers), carbohydrates as the range counts them.
 */
export type DayOption = {
  slot: number;
  recipe: Recipe;
  /** The recipe's index among the day's distinct recipes (a recipe is used once a day). */
  recipeIndex: number;
  portions: number;
  nutrition: Nutrition;
  kcal: number;
  proteinTenths: number;
  fatTenths: number;
  carbTenths: number;
  /** Points of the option alone: portion size and variety. */
  cost: number;
  /** Index of its counted cuisine, or -1 for "international". */
  cuisine: number;
};

export type TenthsRange = { min: number; max: number };

/** One day's choice as a problem both the exact search and the HiGHS model read. */
export type DayProblem = {
  /** Per slot, in the search's order: cheapest first, then closest to the slot's share. */
  options: DayOption[][];
  recipeCount: number;
  cuisineCount: number;
  targetKcal: number;
  /** The hard calorie band, or null ("closest"). */
  band: { lo: number; hi: number } | null;
  /** Calories within this band cost nothing. */
  free: { lo: number; hi: number };
  pointsPerKcal: number;
  /** Protein, fat and counted carbohydrates, tenths of a gram. */
  ranges: readonly [TenthsRange, TenthsRange, TenthsRange];
  softMacros: boolean;
  pointsPerTenth: number;
  /** At most this many counted cuisines, or null for no limit. */
  maxCuisines: number | null;
};

/**
 * The day's problem: every candidate of every slot at each of its portion steps, with the
 * costs of the objective; the calorie band of the relaxation (±5 %, ±8 %, none for
 * "closest"); macros hard at "none", soft (penalised per gram) after.
 */
export function buildDayProblem(input: {
  candidates: ReadonlyArray<readonly Recipe[]>;
  targets: PlanTargets;
  relaxation: Relaxation;
  /** Variety points of a recipe (earlier uses, recent weeks, cuisine preference). */
  recipeCost: (recipe: Recipe) => number;
  maxCuisines: number | null;
}): DayProblem {
  const { targets, relaxation } = input;
  const kcal = targets.kcal;
  const w = objectiveWeights;
  const recipeIndex = new Map<string, number>();
  const cuisineIndex = new Map<string, number>();
  const means = input.candidates.map(
    (list) => list.reduce((sum, r) => sum + r.perPortion.kcal, 0) / Math.max(1, list.length),
  );
  const meanTotal = means.reduce((a, b) => a + b, 0) || 1;
  const maxPortions = maxPortionsFor(kcal, input.candidates.length);
  const options = input.candidates.map((list, slot) => {
    const ideal = (kcal * means[slot]!) / meanTotal;
    const slotOptions: Array<DayOption & { order: number }> = [];
    for (const recipe of list) {
      if (!recipeIndex.has(recipe.id)) recipeIndex.set(recipe.id, recipeIndex.size);
      const cuisine = recipe.cuisine ?? neutralCuisine;
      if (cuisine !== neutralCuisine && !cuisineIndex.has(cuisine))
        cuisineIndex.set(cuisine, cuisineIndex.size);
      const base = input.recipeCost(recipe);
      for (const portions of stepsOf(recipe, maxPortions)) {
        const nutrition = scaleNutrition(recipe.perPortion, portions);
        slotOptions.push({
          slot,
          recipe,
          recipeIndex: recipeIndex.get(recipe.id)!,
          portions,
          nutrition,
          kcal: nutrition.kcal,
          proteinTenths: tenths(nutrition.proteinG),
          fatTenths: tenths(nutrition.fatG),
          carbTenths: tenths(countedCarbs(nutrition, targets.macros)),
          cost: base + Math.abs(portions - 1) * w.portionOffOne,
          cuisine: cuisine === neutralCuisine ? -1 : cuisineIndex.get(cuisine)!,
          order: Math.abs(nutrition.kcal - ideal),
        });
      }
    }
    return slotOptions
      .sort(
        (a, b) =>
          a.cost - b.cost ||
          a.order - b.order ||
          (a.recipe.id < b.recipe.id ? -1 : a.recipe.id > b.recipe.id ? 1 : 0) ||
          a.portions - b.portions,
      )
      .map(({ order: _order, ...option }) => option);
  });
  const tolerance = relaxation === "calories" ? calorieTolerance.relaxed : calorieTolerance.strict;
  const free = kcal * w.freeCalorieShare;
  const m = targets.macros;
  return {
    options,
    recipeCount: recipeIndex.size,
    cuisineCount: cuisineIndex.size,
    targetKcal: kcal,
    band:
      relaxation === "closest" ? null : { lo: kcal * (1 - tolerance), hi: kcal * (1 + tolerance) },
    free: { lo: kcal - free, hi: kcal + free },
    pointsPerKcal: (w.caloriePercent * 100) / kcal,
    ranges: [
      { min: m.proteinG.min * 10, max: m.proteinG.max * 10 },
      { min: m.fatG.min * 10, max: m.fatG.max * 10 },
      { min: m.carbsG.min * 10, max: m.carbsG.max * 10 },
    ],
    softMacros: relaxation !== "none",
    pointsPerTenth: w.macroGram / 10,
    maxCuisines: input.maxCuisines,
  };
}

function tenths(grams: number): number {
  return Math.round(grams * 10);
}

/** Points for a day's kcal: nothing inside the free band, then per kcal beyond it. */
export function kcalPoints(problem: DayProblem, kcal: number): number {
  const out = kcal < problem.free.lo ? problem.free.lo - kcal : kcal - problem.free.hi;
  return out > 0 ? out * problem.pointsPerKcal : 0;
}

/** Points for grams outside the macro ranges (soft macros only), from tenths. */
export function macroPoints(
  problem: DayProblem,
  totals: readonly [number, number, number],
): number {
  if (!problem.softMacros) return 0;
  let out = 0;
  problem.ranges.forEach((range, i) => {
    const value = totals[i]!;
    if (value < range.min) out += range.min - value;
    else if (value > range.max) out += value - range.max;
  });
  return out * problem.pointsPerTenth;
}

/** Whether a day's kcal and macros (tenths) keep the problem's hard constraints. */
export function keepsHardRules(
  problem: DayProblem,
  kcal: number,
  totals: readonly [number, number, number],
): boolean {
  if (problem.band && (kcal < problem.band.lo - 1e-6 || kcal > problem.band.hi + 1e-6))
    return false;
  if (problem.softMacros) return true;
  return problem.ranges.every((r, i) => totals[i]! >= r.min && totals[i]! <= r.max);
}
