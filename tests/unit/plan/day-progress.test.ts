import { describe, expect, it } from "vitest";
import type { MacroTargets } from "@/features/meal-plan/domain/macro-targets";
import type { PlannedDay } from "@/features/meal-plan/domain/plan";
import { dayView } from "@/features/plan/domain/plan-page-view";
import { dayProgress, planDays } from "@/features/plan/domain/plan-view";

const macros: MacroTargets = { proteinG: { min: 80, max: 160 }, fatG: { min: 44, max: 78 }, carbsG: { min: 225, max: 325 }, carbsBasis: "total" };
const keto: MacroTargets = { proteinG: { min: 80, max: 140 }, fatG: { min: 133, max: 178 }, carbsG: { min: 0, max: 50 }, carbsBasis: "net" };

describe("a day's totals against its targets", () => {
  it("gives kcal against the target (±5 % in range) and each macro against its range", () => {
    const progress = dayProgress({ kcal: 1949.6, proteinG: 79.96, fatG: 80.2, carbsG: 240, fiberG: 30 }, { kcal: 2000, macros });
    expect(progress).toEqual({
      kcal: { value: 1950, target: 2000, percent: 97, status: "within" },
      protein: { value: 80, min: 80, max: 160, status: "within" },
      fat: { value: 80, min: 44, max: 78, status: "above" },
      carbs: { value: 240, min: 225, max: 325, status: "within", net: false },
    });
    expect(dayProgress({ kcal: 1899, proteinG: 60, fatG: 50, carbsG: 200, fiberG: 20 }, { kcal: 2000, macros }).kcal.status).toBe("below");
    expect(dayProgress({ kcal: 2101, proteinG: 60, fatG: 50, carbsG: 200, fiberG: 20 }, { kcal: 2000, macros }).kcal.status).toBe("above");
  });

  it("counts net carbohydrates for keto", () => {
    const carbs = dayProgress({ kcal: 1800, proteinG: 100, fatG: 140, carbsG: 60, fiberG: 25 }, { kcal: 1800, macros: keto }).carbs;
    expect(carbs).toEqual({ value: 35, min: 0, max: 50, status: "within", net: true });
  });
});

describe("the days a page shows", () => {
  const day = (index: number): PlannedDay => ({
    day: index,
    meals: [{ mealType: "lunch", time: "12:30", recipeId: `r${index}`, portions: 1.25, nutrition: { kcal: 512.4, proteinG: 30.26, fatG: 20.5, carbsG: 50.49, fiberG: 8 } }],
    totals: { kcal: 512.4, proteinG: 30.26, fatG: 20.5, carbsG: 50.49, fiberG: 8 },
    relaxation: "none",
    withinCalories: true,
    macrosMet: true,
  });
  const plans = [{ id: "this", weekStart: "2026-11-23", days: [0, 1, 2, 3, 4, 5, 6].map(day) }];

  it("finds each day in its week's plan, and none where next week is not built", () => {
    const days = planDays(plans, "2026-11-28", 4);
    expect(days.map((d) => [d.date, d.planId, d.day?.day ?? null])).toEqual([
      ["2026-11-28", "this", 5],
      ["2026-11-29", "this", 6],
      ["2026-11-30", null, null],
      ["2026-12-01", null, null],
    ]);
  });

  it("rounds a meal for display and names its recipe", () => {
    const view = dayView({ date: "2026-11-23", planId: "this", day: day(0), dayIndex: 0 }, { kcal: 2000, macros }, (id) => `Recipe ${id}`);
    expect(view.meals).toEqual([
      { planId: "this", day: 0, slot: 0, mealType: "lunch", time: "12:30", recipeId: "r0", name: "Recipe r0", portions: 1.25, kcal: 512, proteinG: 30, fatG: 21, carbsG: 50 },
    ]);
    expect(dayView({ date: "2026-11-30", planId: null, day: null, dayIndex: 0 }, null, String)).toEqual({ date: "2026-11-30", planId: null, day: 0, meals: [], progress: null });
  });
});
