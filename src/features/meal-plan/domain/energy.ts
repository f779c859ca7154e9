import {
  addDays,
  bmr,
  goalCalorieTarget,
  goalDate,
  goalOf,
  kcalPerKg,
  tdee,
  weeksToGoal,
  type ActivityLevel,
  type Sex,
  type WeightGoal,
} from "@/features/quiz/domain/body-metrics";
import type { DietType } from "./recipe";
import { macroTargets, type MacroTargets } from "./macro-targets";

/** Energy stored in one kilogram of body weight (docs/meal-plan.md, "Energy and macros"). */
export { kcalPerKg };
/** Daily water aimed for, per kilogram of body weight. */
export const waterMlPerKg = 35;

export type EnergyInput = {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  targetWeightKg: number;
  activity: ActivityLevel;
  diet: DietType;
  /** YYYY-MM-DD, the day the quiz's goal date counts from. */
  today: string;
};

export type EnergyTargets = {
  bmrKcal: number;
  tdeeKcal: number;
  goal: WeightGoal;
  /** The quiz's goal date and its whole weeks; the daily target is derived from them. */
  weeksToGoal: number;
  goalDate: string;
  /** Daily calorie target (kcal). */
  kcal: number;
  /** True when the sex floor raised the target: the goal date is then later than the quiz's. */
  floorApplied: boolean;
  /** The date the goal is reached eating the target (equals goalDate unless the floor applied; null if never). */
  goalDateAtTarget: string | null;
  macros: MacroTargets;
  waterMl: number;
};

/**
 * The plan's daily energy targets. BMR (Mifflin-St Jeor) and TDEE come from the quiz's own
 * formulas; the daily change in energy is the weight change spread over the days until the
 * quiz's goal date (7,700 kcal per kg), so the plan and the date the quiz shows agree. Losing
 * rounds the target down and gaining rounds it up (whole kcal), so the goal is never late
 * through rounding. The target never goes below the sex floor (1,200 women, 1,500 men).
 */
export function energyTargets(input: EnergyInput): EnergyTargets {
  const bmrKcal = bmr(input);
  const tdeeKcal = tdee(bmrKcal, input.activity);
  const goal = goalOf(input.weightKg, input.targetWeightKg);
  const weeks = weeksToGoal(input.weightKg, input.targetWeightKg);
  const date = goalDate(input.today, input.weightKg, input.targetWeightKg);
  const changeKcal = (input.targetWeightKg - input.weightKg) * kcalPerKg;
  // The quiz summary shows this very number: one function for both.
  const { kcal, unflooredKcal } = goalCalorieTarget({ sex: input.sex, tdeeKcal, weightKg: input.weightKg, targetKg: input.targetWeightKg });
  const floorApplied = kcal > unflooredKcal;
  return {
    bmrKcal,
    tdeeKcal,
    goal,
    weeksToGoal: weeks,
    goalDate: date,
    kcal,
    floorApplied,
    goalDateAtTarget:
      floorApplied && goal !== "maintain" ? dateAtTarget(input, tdeeKcal, kcal, changeKcal) : date,
    macros: macroTargets({
      kcal,
      diet: input.diet,
      weightKg: input.weightKg,
      heightCm: input.heightCm,
      deficit: kcal < tdeeKcal,
    }),
    waterMl: waterTargetMl(input.weightKg),
  };
}

/** Daily water: 35 ml per kg of body weight, to the nearest 50 ml. */
export function waterTargetMl(weightKg: number): number {
  return Math.round((weightKg * waterMlPerKg) / 50) * 50;
}

/** Whole weeks (as a date) to the goal at a floored target; null when the floor leaves no deficit. */
function dateAtTarget(
  input: EnergyInput,
  tdeeKcal: number,
  kcal: number,
  changeKcal: number,
): string | null {
  const dailyChange = kcal - tdeeKcal;
  if (dailyChange === 0 || Math.sign(dailyChange) !== Math.sign(changeKcal)) return null;
  const days = Math.ceil(changeKcal / dailyChange);
  return addDays(input.today, Math.ceil(days / 7) * 7);
}
