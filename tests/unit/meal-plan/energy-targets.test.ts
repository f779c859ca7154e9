import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calorieFloors } from "@/features/quiz/domain/body-metrics";
import { summaryFigures } from "@/features/quiz/domain/summary-figures";
import { energyTargets, type EnergyInput } from "@/features/meal-plan/domain/energy";
import { macroTargets } from "@/features/meal-plan/domain/macro-targets";
import { dietTypes } from "@/features/meal-plan/domain/recipe";
import energyGolden from "./golden/energy.json";
import macroGolden from "./golden/macros.json";

describe("energy targets (golden cases)", () => {
  for (const c of energyGolden.cases) {
    it(c.name, () => {
      const result = energyTargets(c.input as EnergyInput);
      expect(result).toMatchObject(c.expected);
    });
  }
});

describe("macro targets (golden cases)", () => {
  for (const c of macroGolden.cases) {
    it(c.name, () => {
      expect(macroTargets(c.input as Parameters<typeof macroTargets>[0])).toEqual(c.expected);
    });
  }
});

const profile = fc.record({
  sex: fc.constantFrom("female" as const, "male" as const, "other" as const),
  age: fc.integer({ min: 16, max: 90 }),
  heightCm: fc.integer({ min: 140, max: 210 }),
  weightKg: fc.integer({ min: 40, max: 200 }),
  targetWeightKg: fc.integer({ min: 40, max: 200 }),
  activity: fc.constantFrom(
    "sedentary" as const,
    "light" as const,
    "moderate" as const,
    "active" as const,
    "veryActive" as const,
  ),
  diet: fc.constantFrom(...dietTypes),
  today: fc.constant("2026-03-01"),
});

describe("energy targets (properties)", () => {
  it("agree with the quiz's goal date whenever the floor does not apply", () => {
    fc.assert(
      fc.property(profile, (input: EnergyInput) => {
        const result = energyTargets(input);
        expect(result.kcal).toBeGreaterThanOrEqual(calorieFloors[input.sex]);
        if (result.goal === "maintain") {
          expect(result.kcal).toBe(Math.max(result.tdeeKcal, calorieFloors[input.sex]));
          expect(result.goalDateAtTarget).toBe(result.goalDate);
          return;
        }
        if (result.floorApplied) {
          // Losing: the floor slows the loss (later date, or none); gaining: it speeds the gain.
          if (result.goal === "lose")
            expect(
              result.goalDateAtTarget === null || result.goalDateAtTarget > result.goalDate,
            ).toBe(true);
          else expect(result.goalDateAtTarget! <= result.goalDate).toBe(true);
          return;
        }
        // The weight change at the daily target, over the quiz's weeks, reaches the goal in exactly those weeks.
        const dailyChange = Math.abs(result.kcal - result.tdeeKcal);
        const energyNeeded = Math.abs(input.targetWeightKg - input.weightKg) * 7700;
        expect(Math.ceil(energyNeeded / (dailyChange * 7))).toBe(result.weeksToGoal);
        expect(dailyChange * result.weeksToGoal * 7).toBeGreaterThanOrEqual(energyNeeded);
        expect(result.goalDateAtTarget).toBe(result.goalDate);
      }),
      { numRuns: 500, seed: 20261124 },
    );
  });

  it("are the very number the quiz summary shows, for every profile", () => {
    fc.assert(
      fc.property(profile, (input: EnergyInput) => {
        const summary = summaryFigures({ ...input, today: input.today });
        const plan = energyTargets(input);
        expect(plan.kcal).toBe(summary.dailyCaloriesKcal);
        expect(plan.goalDate).toBe(summary.goalDate);
      }),
    );
    // The example the old quiz rule got wrong: 95 → 85 kg, moderately active man.
    const example = energyTargets({ sex: "male", age: 40, heightCm: 180, weightKg: 95, targetWeightKg: 85, activity: "moderate", diet: "keto", today: "2026-01-01" });
    expect(example.kcal).toBe(2180);
  });

  it("give macro ranges that are ordered and fit within the energy", () => {
    fc.assert(
      fc.property(profile, (input: EnergyInput) => {
        const { macros, kcal } = energyTargets(input);
        for (const range of [macros.proteinG, macros.fatG, macros.carbsG])
          expect(range.min).toBeLessThanOrEqual(range.max);
        // The three minimums together never ask for more energy than the target.
        expect(
          macros.proteinG.min * 4 + macros.fatG.min * 9 + macros.carbsG.min * 4,
        ).toBeLessThanOrEqual(kcal * 1.01);
        expect(macros.carbsBasis).toBe(input.diet === "keto" ? "net" : "total");
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
