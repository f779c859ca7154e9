import { energyTargets, type EnergyTargets } from "@/features/meal-plan/domain/energy";
import { fastingSchedule, type FastingSchedule } from "@/features/meal-plan/domain/fasting";
import type { PlanInput } from "@/features/meal-plan/domain/plan";
import { dislikedFoodIds, type FoodKind } from "./dislikes";
import type { PlanPreferences } from "./plan-preferences";
import { energyInputOf } from "./profile-defaults";

export type WeekPlanRequest = {
  /** The stored quiz profile (a loose record). */
  profile: Record<string, unknown>;
  preferences: PlanPreferences;
  /** YYYY-MM-DD, the first day of the week planned. */
  weekStart: string;
  /** YYYY-MM-DD, the day the goal date counts from (goal-start.ts): the purchase day, or today. */
  goalFrom: string;
  /** Every food of the table with its animal kind, for dislikes. */
  foods: readonly FoodKind[];
};

export type WeekPlanSetup = {
  energy: EnergyTargets;
  weightKg: number;
  targetWeightKg: number;
  fasting: FastingSchedule;
  input: PlanInput;
};

/**
 * Everything the planner needs for a person's week, from the profile and the plan settings:
 * targets, fasting schedule and the planner's input. The paywall's preview and the buyer's
 * stored plan both come from here, so the plan bought is the plan shown.
 */
export function weekPlanSetup(request: WeekPlanRequest): WeekPlanSetup {
  const prefs = request.preferences;
  const energyInput = energyInputOf(request.profile, prefs.diet, request.weekStart, request.goalFrom);
  const energy = energyTargets(energyInput);
  const fasting = fastingSchedule({
    experience: prefs.fastingExperience,
    mealsPerDay: prefs.mealsPerDay,
    firstMealTime: prefs.firstMealTime,
  });
  return {
    energy,
    weightKg: energyInput.weightKg,
    targetWeightKg: energyInput.targetWeightKg,
    fasting,
    input: {
      diet: prefs.diet,
      allergens: prefs.allergies,
      foods: dislikedFoodIds(prefs.dislikes, request.foods),
      ...(prefs.maxMinutes !== null ? { maxMinutes: prefs.maxMinutes } : {}),
      targets: { kcal: energy.kcal, macros: energy.macros },
      slots: fasting.slots,
      weekStart: request.weekStart,
    },
  };
}
