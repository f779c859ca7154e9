import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { energyTargets } from "@/features/meal-plan/domain/energy";
import { fastingSchedule, type FastingExperience } from "@/features/meal-plan/domain/fasting";
import { greedyPlan } from "@/features/meal-plan/domain/greedy-plan";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import type { PlanInput } from "@/features/meal-plan/domain/plan";
import { planWeek, type LpSolver } from "@/features/meal-plan/domain/planner";
import { allergens, dietTypes, type Recipe } from "@/features/meal-plan/domain/recipe";
import { realRecipes, syntheticFoods, syntheticRecipes } from "./engine-fixtures";
import { expectSoundPlan } from "./planner-checks";
import { plannerProfiles } from "./planner-profiles";

let solver: LpSolver;
beforeAll(async () => {
  solver = await loadSolver();
}, 60_000);

/**
 * The benchmark's profiles (planner-profiles.ts, the same seeded generator), every one planned
 * on the real recipes and checked: all 1,000 by default; PLANNER_PROFILES=n checks the first n.
 */
const profileCount = Number(process.env.PLANNER_PROFILES ?? 1000);
/** Random catalogues: 40 by default, PLANNER_PROPERTY_RUNS=n for more. */
const syntheticRuns = Number(process.env.PLANNER_PROPERTY_RUNS ?? 40);

/** A random quiz profile turned into planner input, as the product does. */
function profileInput(foods: readonly string[]) {
  return fc
    .record({
      sex: fc.constantFrom("female" as const, "male" as const),
      age: fc.integer({ min: 18, max: 75 }),
      heightCm: fc.integer({ min: 150, max: 200 }),
      weightKg: fc.integer({ min: 45, max: 140 }),
      targetWeightKg: fc.integer({ min: 45, max: 120 }),
      activity: fc.constantFrom(
        "sedentary" as const,
        "light" as const,
        "moderate" as const,
        "active" as const,
      ),
      diet: fc.constantFrom(...dietTypes),
      experience: fc.constantFrom<FastingExperience>("none", "some", "experienced", "advanced"),
      mealsPerDay: fc.integer({ min: 2, max: 5 }),
      firstMeal: fc.integer({ min: 6, max: 13 }),
      allergens: fc.subarray([...allergens], { maxLength: 2 }),
      dislikes: fc.subarray([...foods], { maxLength: 3 }),
      maxMinutes: fc.option(fc.constantFrom(20, 30, 45), { nil: undefined }),
      monday: fc.integer({ min: 0, max: 51 }),
    })
    .map((p): PlanInput => {
      const energy = energyTargets({ ...p, today: "2026-03-01" });
      const schedule = fastingSchedule({
        experience: p.experience,
        mealsPerDay: p.mealsPerDay,
        firstMealTime: `${String(p.firstMeal).padStart(2, "0")}:00`,
      });
      return {
        diet: p.diet,
        allergens: p.allergens,
        foods: p.dislikes,
        maxMinutes: p.maxMinutes,
        targets: { kcal: energy.kcal, macros: energy.macros },
        slots: schedule.slots,
        weekStart: new Date(Date.UTC(2026, 0, 5 + 7 * p.monday)).toISOString().slice(0, 10),
      };
    });
}

describe("planner over random profiles", () => {
  const real: Recipe[] = realRecipes();

  it(`keeps every hard rule on the benchmark's ${profileCount} profiles (real recipes)`, () => {
    let plannedDays = 0;
    let refused = 0;
    for (const input of plannerProfiles(profileCount, real)) {
      const result = planWeek(real, input, solver);
      expectSoundPlan(result, real, input);
      if (result.ok) plannedDays += result.plan.days.length;
      else refused++;
    }
    // The rules were exercised on real weeks, not only on refusals.
    expect(plannedDays).toBeGreaterThan(profileCount * 7 * 0.8);
    expect(refused).toBeLessThan(profileCount * 0.2);
  }, 900_000);

  it(`keeps every hard rule on random recipe sets (${syntheticRuns} profiles)`, () => {
    let relaxedDays = 0;
    let plannedDays = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 90, max: 160 }),
        profileInput(syntheticFoods),
        (seed, count, input) => {
          const recipes = syntheticRecipes(seed, count);
          const result = planWeek(recipes, input, solver);
          expectSoundPlan(result, recipes, input);
          if (result.ok) {
            plannedDays += result.plan.days.length;
            relaxedDays += result.relaxations.length;
          }
        },
      ),
      { numRuns: syntheticRuns, seed: 20261124, endOnFailure: true },
    );
    expect(plannedDays).toBeGreaterThan(syntheticRuns * 7 * 0.5);
    expect(relaxedDays).toBeLessThan(plannedDays);
  }, 600_000);

  it("the greedy baseline keeps the exclusions, the time limit and the three-day rule", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        profileInput(syntheticFoods),
        (seed, input) => {
          const recipes = syntheticRecipes(seed, 120);
          const result = greedyPlan(recipes, input);
          expectSoundPlan(result, recipes, input, "baseline");
          if (result.ok)
            expect(result.relaxations.every((r) => r.relaxation === "closest")).toBe(true);
        },
      ),
      { numRuns: 200, seed: 5 },
    );
  });
});
