import type { MacroTargets } from "./macro-targets";
import { addNutrition, netCarbsG, scaleNutrition } from "./nutrition";
import type { Allergen, DietType, MealType, Nutrition, Recipe } from "./recipe";
import type { MealSlot } from "./fasting";
import { defaultPortionSteps } from "./portion-steps";

/**
 * Portion sizes the planner may choose for a recipe without counted foods; a recipe with
 * eggs or other counted foods has its own (domain/portion-steps.ts, docs/meal-plan.md).
 */
export const portionSteps = defaultPortionSteps;
/**
 * The repeat rule's fallback: when the catalogue is too narrow for a week without repeats
 * (domain/variety.ts), a recipe still appears at most once in any run of this many days.
 */
export const repeatWindowDays = 3;
/** Daily calories within ±5 % of the target; ±8 % once relaxed. */
export const calorieTolerance = { strict: 0.05, relaxed: 0.08 } as const;

/**
 * How far a day's constraints were relaxed, in order: none; macro ranges made soft; calories
 * ±8 % instead of ±5 %; calories as close as the recipes allow.
 */
export const relaxationOrder = ["none", "macros", "calories", "closest"] as const;
export type Relaxation = (typeof relaxationOrder)[number];

export type PlanTargets = { kcal: number; macros: MacroTargets };

export type Exclusions = {
  diet: DietType;
  allergens?: readonly Allergen[];
  foods?: readonly string[];
  /**
   * Cooking time per meal on a weekday, minutes (the quiz's weekday answer); the weekend
   * allows twice as much (domain/time-caps.ts).
   */
  maxMinutes?: number;
};

export type PlanInput = Exclusions & {
  targets: PlanTargets;
  slots: readonly MealSlot[];
  /** Days to plan, 7 by default. */
  days?: number;
  /** YYYY-MM-DD, the plan's first day (a Monday in this product): tells weekdays from the weekend. */
  weekStart?: string;
  /** Preferred cuisines (domain/cuisines.ts): a meal of another cuisine costs more. */
  cuisines?: readonly string[];
  /** Recipe ids of up to the three weeks before this one, last week first. */
  recentWeeks?: ReadonlyArray<readonly string[]>;
};

/**
 * A variety or time rule the catalogue could not keep, reported with the plan
 * (docs/meal-plan.md, "The planner"): a time cap raised for a meal type on a day (to
 * `minutes`, null for none); a recipe of last week, a recipe again within seven days, or more
 * than two cuisines on a day; a week sharing half its recipes with one of the weeks before.
 */
export type PlanFallback =
  | { rule: "time"; day: number; mealType: MealType; minutes: number | null }
  | { rule: "recent-weeks" | "repeats" | "cuisines"; day: number }
  | { rule: "repeated-week"; weeksAgo: number };

export type PlannedMeal = {
  mealType: MealType;
  time: string;
  recipeId: string;
  portions: number;
  nutrition: Nutrition;
};

export type PlannedDay = {
  day: number;
  meals: PlannedMeal[];
  totals: Nutrition;
  relaxation: Relaxation;
  withinCalories: boolean;
  macrosMet: boolean;
};

export type WeekPlan = { targets: PlanTargets; days: PlannedDay[] };

export type PlanResult =
  | {
      ok: true;
      plan: WeekPlan;
      relaxations: Array<{ day: number; relaxation: Relaxation }>;
      fallbacks: PlanFallback[];
    }
  | { ok: false; reason: "not-enough-recipes"; day: number; mealType: MealType };

/** The carbohydrate grams the macro range counts (net for keto). */
export function countedCarbs(value: Nutrition, macros: MacroTargets): number {
  return macros.carbsBasis === "net" ? netCarbsG(value) : value.carbsG;
}

export function withinCalories(
  kcal: number,
  target: number,
  tolerance: number = calorieTolerance.strict,
): boolean {
  return Math.abs(kcal - target) <= target * tolerance + 1e-6;
}

export function macrosMet(totals: Nutrition, macros: MacroTargets): boolean {
  const inRange = (value: number, r: { min: number; max: number }) =>
    value >= r.min - 0.05 && value <= r.max + 0.05;
  return (
    inRange(totals.proteinG, macros.proteinG) &&
    inRange(totals.fatG, macros.fatG) &&
    inRange(countedCarbs(totals, macros), macros.carbsG)
  );
}

/** A day's meals with their nutrition, totals and checks against the targets. */
export function buildDay(
  day: number,
  choices: ReadonlyArray<{ slot: MealSlot; recipe: Recipe; portions: number }>,
  targets: PlanTargets,
  relaxation: Relaxation,
): PlannedDay {
  const meals = choices.map(({ slot, recipe, portions }) => ({
    mealType: slot.mealType,
    time: slot.time,
    recipeId: recipe.id,
    portions,
    nutrition: scaleNutrition(recipe.perPortion, portions),
  }));
  const totals = addNutrition(meals.map((m) => m.nutrition));
  return {
    day,
    meals,
    totals,
    relaxation,
    withinCalories: withinCalories(totals.kcal, targets.kcal),
    macrosMet: macrosMet(totals, targets.macros),
  };
}
