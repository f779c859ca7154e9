import { describe, expect, it } from "vitest";
import fc from "fast-check";
import golden from "../../fixtures/quiz-calculations.json";
import {
  bmi,
  bmiBand,
  bmr,
  calorieFloors,
  dailyCalorieTarget,
  goalCalorieTarget,
  goalOf,
  idealWeightRange,
  kcalPerKg,
  safeWeeklyRateKg,
  tdee,
  weeksToGoal,
} from "@/features/quiz/domain/body-metrics";
import { summaryFigures, type SummaryInput } from "@/features/quiz/domain/summary-figures";
import { cmFromFeetInches, feetInchesFromCm, kgFromLb, lbFromKg } from "@/features/quiz/domain/units";

describe("quiz calculations: golden cases", () => {
  for (const testCase of golden.cases) {
    it(testCase.name, () => {
      expect(summaryFigures(testCase.input as SummaryInput)).toEqual(testCase.expected);
    });
  }
  for (const c of golden.conversions) {
    it(`${c.cm} cm is ${c.feet} ft ${c.inches} in`, () => {
      expect(feetInchesFromCm(c.cm)).toEqual({ feet: c.feet, inches: c.inches });
      expect(Math.abs(cmFromFeetInches(c.feet, c.inches) - c.cm)).toBeLessThan(2.54 / 2 + 1e-9);
    });
  }
  for (const w of golden.weights) {
    it(`${w.lb} lb is ${w.kg} kg`, () => {
      expect(kgFromLb(w.lb)).toBeCloseTo(w.kg, 6);
      expect(lbFromKg(w.kg)).toBeCloseTo(w.lb, 6);
    });
  }
});

describe("quiz calculations: rules", () => {
  it("bands BMI by the WHO thresholds", () => {
    expect([18.4, 18.5, 24.9, 25, 29.9, 30].map(bmiBand)).toEqual([
      "underweight",
      "normal",
      "normal",
      "overweight",
      "overweight",
      "obese",
    ]);
    expect(bmi(64, 160)).toBe(25);
  });

  it("uses the Mifflin-St Jeor constants", () => {
    const base = { weightKg: 60, heightCm: 160, age: 40 };
    expect(bmr({ ...base, sex: "male" }) - bmr({ ...base, sex: "female" })).toBe(166);
    expect(tdee(1000, "veryActive")).toBe(1900);
  });

  const profile = fc.record({
    sex: fc.constantFrom("female" as const, "male" as const, "other" as const),
    age: fc.integer({ min: 16, max: 100 }),
    heightCm: fc.integer({ min: 120, max: 230 }),
    weightKg: fc.integer({ min: 35, max: 250 }),
    targetWeightKg: fc.integer({ min: 35, max: 250 }),
    activity: fc.constantFrom("sedentary" as const, "light" as const, "moderate" as const, "active" as const, "veryActive" as const),
  });

  it("never proposes a target below the sex floor, and eating it reaches the goal by the goal date", () => {
    fc.assert(
      fc.property(profile, (p) => {
        const tdeeKcal = tdee(bmr(p), p.activity);
        const input = { sex: p.sex, tdeeKcal, weightKg: p.weightKg, targetKg: p.targetWeightKg };
        const { kcal, unflooredKcal } = goalCalorieTarget(input);
        expect(dailyCalorieTarget(input)).toBe(kcal);
        expect(kcal).toBeGreaterThanOrEqual(calorieFloors[p.sex]);
        const goal = goalOf(p.weightKg, p.targetWeightKg);
        if (goal === "lose") expect(kcal).toBeLessThanOrEqual(Math.max(tdeeKcal, calorieFloors[p.sex]));
        // Unless the floor holds it up, the energy balance over the days to the goal date covers
        // the weight change at 7,700 kcal per kg.
        const days = weeksToGoal(p.weightKg, p.targetWeightKg) * 7;
        if (goal !== "maintain" && kcal === unflooredKcal)
          expect((kcal - tdeeKcal) * days * Math.sign(p.targetWeightKg - p.weightKg)).toBeGreaterThanOrEqual(
            Math.abs(p.targetWeightKg - p.weightKg) * kcalPerKg - 1e-6,
          );
      }),
    );
  });

  it("keeps the weekly loss between 0.25 and 1 kg and reaches the goal date in whole weeks", () => {
    fc.assert(
      fc.property(profile, (p) => {
        const rate = safeWeeklyRateKg(p.weightKg, "lose");
        expect(rate).toBeGreaterThanOrEqual(0.25);
        expect(rate).toBeLessThanOrEqual(1);
        const figures = summaryFigures({ ...p, today: "2026-01-01" });
        const days = (Date.parse(figures.goalDate) - Date.parse("2026-01-01")) / 86_400_000;
        expect(days).toBe(figures.weeksToGoal * 7);
        expect(figures.curve[0]!.weightKg).toBe(p.weightKg);
        expect(figures.curve.at(-1)!.weightKg).toBe(p.targetWeightKg);
      }),
    );
  });

  it("gives an ideal range whose ends have BMI 18.5 and 24.9", () => {
    const range = idealWeightRange(180);
    expect(bmi(range.minKg, 180)).toBe(18.5);
    expect(bmi(range.maxKg, 180)).toBe(24.9);
  });
});
