import {
  bmi,
  bmiBand,
  bmr,
  dailyCalorieTarget,
  goalDate,
  goalOf,
  idealWeightRange,
  safeWeeklyRateKg,
  tdee,
  weeksToGoal,
  type ActivityLevel,
  type BmiBand,
  type Sex,
  type WeightGoal,
} from "./body-metrics";
import { projectWeightCurve, type CurvePoint } from "./weight-curve";

export type SummaryInput = {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  targetWeightKg: number;
  activity: ActivityLevel;
  today: string;
};

export type SummaryFigures = {
  bmi: number;
  bmiBand: BmiBand;
  bmrKcal: number;
  tdeeKcal: number;
  dailyCaloriesKcal: number;
  goal: WeightGoal;
  weeklyRateKg: number;
  weeksToGoal: number;
  goalDate: string;
  idealWeight: { minKg: number; maxKg: number };
  curve: CurvePoint[];
};

/** Every figure of the personalised summary from one profile. */
export function summaryFigures(input: SummaryInput): SummaryFigures {
  const bmiValue = bmi(input.weightKg, input.heightCm);
  const bmrKcal = bmr({ sex: input.sex, weightKg: input.weightKg, heightCm: input.heightCm, age: input.age });
  const tdeeKcal = tdee(bmrKcal, input.activity);
  const goal = goalOf(input.weightKg, input.targetWeightKg);
  const weeks = weeksToGoal(input.weightKg, input.targetWeightKg);
  return {
    bmi: bmiValue,
    bmiBand: bmiBand(bmiValue),
    bmrKcal,
    tdeeKcal,
    dailyCaloriesKcal: dailyCalorieTarget({ sex: input.sex, tdeeKcal, weightKg: input.weightKg, targetKg: input.targetWeightKg }),
    goal,
    weeklyRateKg: safeWeeklyRateKg(input.weightKg, goal),
    weeksToGoal: weeks,
    goalDate: goalDate(input.today, input.weightKg, input.targetWeightKg),
    idealWeight: idealWeightRange(input.heightCm),
    curve: projectWeightCurve({
      today: input.today,
      startKg: input.weightKg,
      targetKg: input.targetWeightKg,
      weeks,
    }),
  };
}
