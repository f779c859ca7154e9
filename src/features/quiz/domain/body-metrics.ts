import { roundTo } from "./units";

/**
 * The health figures of the quiz summary (docs/quiz.md, "Calculations"). All inputs are metric;
 * the date arithmetic works on ISO dates (YYYY-MM-DD) in UTC, with "today" passed in.
 */
export type Sex = "female" | "male" | "other";
export type ActivityLevel = "sedentary" | "light" | "moderate" | "active" | "veryActive";
export type BmiBand = "underweight" | "normal" | "overweight" | "obese";
export type WeightGoal = "lose" | "maintain" | "gain";

export const activityFactors: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  veryActive: 1.9,
};

/** The lowest daily target the plan ever proposes, by sex ("other" sits between). */
export const calorieFloors: Record<Sex, number> = { female: 1200, male: 1500, other: 1350 };
/** Energy stored in one kilogram of body weight: what the daily target's deficit is counted in. */
export const kcalPerKg = 7700;
/** Safe loss: 0.75 % of the body weight a week, between 0.25 and 1 kg; safe gain: 0.25 kg a week. */
export const weeklyLossShare = 0.0075;
export const minWeeklyLossKg = 0.25;
export const maxWeeklyLossKg = 1;
export const weeklyGainKg = 0.25;
export const healthyBmi = { min: 18.5, max: 24.9 } as const;

export function bmi(weightKg: number, heightCm: number): number {
  const meters = heightCm / 100;
  return roundTo(weightKg / (meters * meters), 1);
}

/** WHO adult bands: < 18.5, 18.5–24.9, 25–29.9, ≥ 30 (on the BMI rounded to one decimal). */
export function bmiBand(value: number): BmiBand {
  if (value < 18.5) return "underweight";
  if (value < 25) return "normal";
  if (value < 30) return "overweight";
  return "obese";
}

/** Basal metabolic rate by Mifflin-St Jeor; "other" uses the midpoint of the two constants. */
export function bmr(input: { sex: Sex; weightKg: number; heightCm: number; age: number }): number {
  const base = 10 * input.weightKg + 6.25 * input.heightCm - 5 * input.age;
  const constant = input.sex === "male" ? 5 : input.sex === "female" ? -161 : -78;
  return Math.round(base + constant);
}

/** Total daily energy expenditure: BMR times the activity factor. */
export function tdee(bmrKcal: number, activity: ActivityLevel): number {
  return Math.round(bmrKcal * activityFactors[activity]);
}

/**
 * The daily calorie target that reaches the goal on the goal date the summary shows: the energy
 * need plus the weight change spread over the days to that date (7,700 kcal per kg). Losing
 * rounds down and gaining rounds up (whole kcal), so rounding never makes the goal late;
 * maintaining is the energy need. Never below the sex floor (1,200 women, 1,500 men, 1,350
 * other): `unflooredKcal` says what the date alone would ask. The meal plan eats to the same
 * number (docs/quiz.md, "Calculations"; docs/meal-plan.md, "Energy and macros").
 */
export function goalCalorieTarget(input: { sex: Sex; tdeeKcal: number; weightKg: number; targetKg: number }): {
  kcal: number;
  unflooredKcal: number;
} {
  const goal = goalOf(input.weightKg, input.targetKg);
  const weeks = weeksToGoal(input.weightKg, input.targetKg);
  const changeKcal = (input.targetKg - input.weightKg) * kcalPerKg;
  const exact = weeks > 0 ? input.tdeeKcal + changeKcal / (weeks * 7) : input.tdeeKcal;
  const unflooredKcal = goal === "lose" ? Math.floor(exact) : goal === "gain" ? Math.ceil(exact) : Math.round(exact);
  return { kcal: Math.max(unflooredKcal, calorieFloors[input.sex]), unflooredKcal };
}

/** The summary's daily calorie target (goalCalorieTarget's, floor applied). */
export function dailyCalorieTarget(input: { sex: Sex; tdeeKcal: number; weightKg: number; targetKg: number }): number {
  return goalCalorieTarget(input).kcal;
}

/** Kilograms a week the plan aims for (positive number), by direction. */
export function safeWeeklyRateKg(weightKg: number, goal: WeightGoal): number {
  if (goal === "maintain") return 0;
  if (goal === "gain") return weeklyGainKg;
  return roundTo(Math.min(maxWeeklyLossKg, Math.max(minWeeklyLossKg, weightKg * weeklyLossShare)), 2);
}

export function goalOf(weightKg: number, targetKg: number): WeightGoal {
  if (Math.abs(weightKg - targetKg) < 0.5) return "maintain";
  return targetKg < weightKg ? "lose" : "gain";
}

/** Whole weeks to reach the target at the safe rate (0 when maintaining). */
export function weeksToGoal(weightKg: number, targetKg: number): number {
  const goal = goalOf(weightKg, targetKg);
  if (goal === "maintain") return 0;
  return Math.ceil(Math.abs(weightKg - targetKg) / safeWeeklyRateKg(weightKg, goal));
}

/** The projected date the target is reached: today plus the weeks to goal. */
export function goalDate(today: string, weightKg: number, targetKg: number): string {
  return addDays(today, weeksToGoal(weightKg, targetKg) * 7);
}

/** Weights for BMI 18.5 to 24.9 at this height, to 0.1 kg. */
export function idealWeightRange(heightCm: number): { minKg: number; maxKg: number } {
  const meters2 = (heightCm / 100) ** 2;
  return { minKg: roundTo(healthyBmi.min * meters2, 1), maxKg: roundTo(healthyBmi.max * meters2, 1) };
}

/** Age in whole years on `today` for a birth date (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
