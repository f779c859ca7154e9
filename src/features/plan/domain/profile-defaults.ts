import { ageOn, type ActivityLevel, type Sex } from "@/features/quiz/domain/body-metrics";
import type { DietType } from "@/features/meal-plan/domain/recipe";
import type { EnergyInput } from "@/features/meal-plan/domain/energy";
import type { PlanPreferences } from "./plan-preferences";
import { planFromAnswers } from "./quiz-plan-answers";

/**
 * What the plan takes from the quiz profile (a loose record: funnels store different
 * answers). A missing or odd value takes the documented fallback (docs/meal-plan.md,
 * "The buyer's plan"), so a plan can always be built.
 */
export const profileFallbacks = {
  sex: "other" as Sex,
  age: 35,
  heightCm: 168,
  weightKg: 75,
  activity: "light" as ActivityLevel,
};

const activities: readonly ActivityLevel[] = ["sedentary", "light", "moderate", "active", "veryActive"];

function num(value: unknown, min: number, max: number): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

function sexOf(gender: unknown): Sex {
  if (gender === "female" || gender === "woman") return "female";
  if (gender === "male" || gender === "man") return "male";
  return profileFallbacks.sex;
}

/**
 * The energy input of a profile on `today` (YYYY-MM-DD, for the age), its goal date counting
 * from `goalFrom` (goal-start.ts: the purchase day; `today` when not given).
 */
export function energyInputOf(profile: Record<string, unknown>, diet: DietType, today: string, goalFrom: string = today): EnergyInput {
  const weightKg = num(profile.weightKg, 30, 300) ?? profileFallbacks.weightKg;
  const birthAge =
    typeof profile.birthDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(profile.birthDate)
      ? num(ageOn(profile.birthDate, today), 16, 100)
      : undefined;
  return {
    sex: sexOf(profile.gender),
    age: num(profile.age, 16, 100) ?? birthAge ?? profileFallbacks.age,
    heightCm: num(profile.heightCm, 100, 250) ?? profileFallbacks.heightCm,
    weightKg,
    targetWeightKg: num(profile.targetWeightKg, 30, 300) ?? weightKg,
    activity: activities.includes(profile.activity as ActivityLevel) ? (profile.activity as ActivityLevel) : profileFallbacks.activity,
    diet,
    today: goalFrom,
  };
}

/** Plan settings before the person saved any: the quiz's answers where it asked (quiz-plan-answers.ts). */
export function planPreferencesFromProfile(profile: Record<string, unknown>): PlanPreferences {
  return planFromAnswers(profile).preferences;
}
