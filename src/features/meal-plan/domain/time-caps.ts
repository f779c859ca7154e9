import type { MealType } from "./recipe";

/**
 * Cooking time per meal (docs/meal-plan.md, "The planner"). The quiz asks how much time there
 * is to cook on a weekday; that answer (`maxMinutes`) caps every meal from Monday to Friday.
 * Breakfasts and snacks on a weekday take at most 20 minutes in any case. At the weekend the
 * answer is doubled and there is no other limit.
 */
export const timeRules = {
  /** Breakfasts and snacks on a weekday, unless the answer is shorter. */
  weekdayQuickMinutes: 20,
  quickMealTypes: ["breakfast", "snack"] as readonly MealType[],
  /** Saturday and Sunday allow this many times the weekday answer. */
  weekendFactor: 2,
  /** A cap too short for the catalogue rises through these, then goes. */
  raiseSteps: [15, 20, 30, 45, 60] as readonly number[],
  /**
   * When no day within the caps meets the calorie and macro targets, the caps rise at most this
   * many steps (never to no limit) before the targets are relaxed.
   */
  raiseForTargets: 2,
} as const;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when day `day` of a week starting on `weekStart` (YYYY-MM-DD) is a Saturday or a
 * Sunday. Without a start date every day is treated as a weekday (the stricter rule).
 */
export function isWeekend(weekStart: string | undefined, day: number): boolean {
  if (weekStart === undefined) return false;
  const at = Date.parse(`${weekStart}T00:00:00Z`);
  if (!datePattern.test(weekStart) || Number.isNaN(at))
    throw new RangeError(`Not a date: ${weekStart}`);
  const weekday = new Date(at + day * 86_400_000).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The longest a meal may take, in minutes, or null for no limit. */
export function timeCap(
  mealType: MealType,
  weekend: boolean,
  maxMinutes: number | undefined,
): number | null {
  if (weekend) return maxMinutes === undefined ? null : maxMinutes * timeRules.weekendFactor;
  const quick = timeRules.quickMealTypes.includes(mealType) ? timeRules.weekdayQuickMinutes : null;
  if (maxMinutes === undefined) return quick;
  return quick === null ? maxMinutes : Math.min(quick, maxMinutes);
}

/** The next longer cap, when the catalogue has too few recipes within this one (null: none). */
export function raisedCap(cap: number): number | null {
  return timeRules.raiseSteps.find((step) => step > cap) ?? null;
}

export function withinCap(minutes: number, cap: number | null): boolean {
  return cap === null || minutes <= cap;
}
