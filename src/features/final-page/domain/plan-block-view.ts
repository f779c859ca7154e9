import { fastingProtocols } from "@/features/meal-plan/domain/fasting";
import type { GramRange, MacroTargets } from "@/features/meal-plan/domain/macro-targets";
import type { MealType } from "@/features/meal-plan/domain/recipe";

/** One meal of the sample day as the plan block lists it. */
export type PlanBlockMeal = {
  recipeId: string;
  mealType: MealType;
  /** "HH:MM", 24 h. */
  time: string;
  /** The recipe's name in the page's language (English when it has none yet). */
  name: string;
  kcal: number;
};

/** The figures of the "your plan" block (docs/final-page.md, "Plan"). */
export type PlanBlockData = {
  /** The daily calorie target. */
  kcal: number;
  /** About how many grams a day: the middle of each target range, to 5 g. */
  macros: { proteinG: number; fatG: number; carbsG: number; carbs: "total" | "net" };
  fasting: {
    protocol: string;
    start: string;
    end: string;
    /** Hours of fasting a day (24 minus the eating window). */
    fastHours: number;
    /** "16:8 · 12:00–20:00": runs left to right in every language. */
    text: string;
  };
  /** Today's meals of the planned week; null when the planner could not plan it. */
  sampleDay: { meals: PlanBlockMeal[]; kcal: number } | null;
};

/**
 * What the block needs from the server: the number of meals a day, known before planning (the
 * placeholder's size), and the figures, loaded once when the block renders (null when they
 * could not be computed).
 */
export type PlanBlockSource = { mealsPerDay: number; load: () => Promise<PlanBlockData | null> };

/** About how many grams a day a range means: its middle, rounded to 5 g. */
export function aboutGrams(range: GramRange): number {
  return Math.round((range.min + range.max) / 2 / 5) * 5;
}

/** "16:8 · 12:00–20:00" (an en dash between the times). */
export function fastingWindowText(protocol: string, start: string, end: string): string {
  return `${protocol} · ${start}–${end}`;
}

/**
 * The block's figures from the week's setup and today's planned meals: the calorie target,
 * the macros as about-grams, the fasting window, and each meal with its name (the recipe id
 * when the catalogue has no name for it) and whole kcal.
 */
export function planBlockData(input: {
  kcal: number;
  macros: MacroTargets;
  fasting: { protocol: string; windowStart: string; windowEnd: string };
  meals: ReadonlyArray<{ mealType: MealType; time: string; recipeId: string; nutrition: { kcal: number } }> | null;
  names: ReadonlyMap<string, string>;
}): PlanBlockData {
  const { fasting } = input;
  const eatMinutes = fastingProtocols.find((p) => p.protocol === fasting.protocol)?.windowMinutes ?? 12 * 60;
  const meals = input.meals?.map((meal) => ({
    recipeId: meal.recipeId,
    mealType: meal.mealType,
    time: meal.time,
    name: input.names.get(meal.recipeId) ?? meal.recipeId,
    kcal: Math.round(meal.nutrition.kcal),
  }));
  return {
    kcal: Math.round(input.kcal),
    macros: {
      proteinG: aboutGrams(input.macros.proteinG),
      fatG: aboutGrams(input.macros.fatG),
      carbsG: aboutGrams(input.macros.carbsG),
      carbs: input.macros.carbsBasis,
    },
    fasting: {
      protocol: fasting.protocol,
      start: fasting.windowStart,
      end: fasting.windowEnd,
      fastHours: 24 - eatMinutes / 60,
      text: fastingWindowText(fasting.protocol, fasting.windowStart, fasting.windowEnd),
    },
    sampleDay: meals && meals.length > 0 ? { meals, kcal: meals.reduce((sum, meal) => sum + meal.kcal, 0) } : null,
  };
}
