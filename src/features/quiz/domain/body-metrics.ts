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
/** The deficit aimed for when losing weight: 20 % of the energy need, at most 500 kcal a day. */
export const maxDailyDeficit = 500;
export const deficitShare = 0.2;
/** Surplus when gaining weight. */
export const dailySurplus = 300;
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
 * The daily calorie target. Losing: the energy need minus min(20 %, 500 kcal), never below
 * the higher of the sex floor and the BMR, and never above the energy need itself.
 * Maintaining: the energy need. Gaining: the need plus 300 kcal. Rounded to 10 kcal.
 */
export function dailyCalorieTarget(input: { sex: Sex; bmrKcal: number; tdeeKcal: number; goal: WeightGoal }): number {
  const { sex, bmrKcal, tdeeKcal, goal } = input;
  if (goal === "gain") return roundToTen(tdeeKcal + dailySurplus);
  if (goal === "maintain") return roundToTen(tdeeKcal);
  const deficit = Math.min(tdeeKcal * deficitShare, maxDailyDeficit);
  const floor = Math.max(calorieFloors[sex], bmrKcal);
  return roundToTen(Math.min(tdeeKcal, Math.max(tdeeKcal - deficit, floor)));
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

function roundToTen(value: number): number {
  return Math.round(value / 10) * 10;
}
