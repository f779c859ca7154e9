import type { MacroTargets } from "@/features/meal-plan/domain/macro-targets";
import { countedCarbs, type PlannedDay } from "@/features/meal-plan/domain/plan";
import type { Nutrition } from "@/features/meal-plan/domain/recipe";
import { daysAhead } from "./plan-week";

export type WeekOfPlan = { id: string; weekStart: string; days: PlannedDay[] };

export type DayOfPlan = { date: string; planId: string | null; day: PlannedDay | null };

/** Today and the next days (count in all), each with its plan's day when that week is built. */
export function planDays(plans: readonly WeekOfPlan[], today: string, count = 7): DayOfPlan[] {
  return daysAhead(today, count).map(({ date, weekStart, day }) => {
    const plan = plans.find((p) => p.weekStart === weekStart);
    return { date, planId: plan?.id ?? null, day: plan?.days.find((d) => d.day === day) ?? null };
  });
}

export type RangeStatus = "below" | "within" | "above";
export type MacroProgress = { value: number; min: number; max: number; status: RangeStatus };

export type DayProgress = {
  kcal: { value: number; target: number; percent: number; status: RangeStatus };
  protein: MacroProgress;
  fat: MacroProgress;
  carbs: MacroProgress & { net: boolean };
};

/** Tolerance the page shows around the kcal target: the planner's strict ±5 %. */
const kcalTolerance = 0.05;

function statusOf(value: number, min: number, max: number): RangeStatus {
  return value < min - 0.05 ? "below" : value > max + 0.05 ? "above" : "within";
}

/** A day's totals against the plan's targets, as the page shows them (rounded, with a status). */
export function dayProgress(totals: Nutrition, targets: { kcal: number; macros: MacroTargets }): DayProgress {
  const { macros } = targets;
  const macro = (value: number, range: { min: number; max: number }): MacroProgress => ({
    value: Math.round(value),
    min: range.min,
    max: range.max,
    status: statusOf(value, range.min, range.max),
  });
  return {
    kcal: {
      value: Math.round(totals.kcal),
      target: targets.kcal,
      percent: targets.kcal > 0 ? Math.round((totals.kcal / targets.kcal) * 100) : 0,
      status: statusOf(totals.kcal, targets.kcal * (1 - kcalTolerance), targets.kcal * (1 + kcalTolerance)),
    },
    protein: macro(totals.proteinG, macros.proteinG),
    fat: macro(totals.fatG, macros.fatG),
    carbs: { ...macro(countedCarbs(totals, macros), macros.carbsG), net: macros.carbsBasis === "net" },
  };
}

