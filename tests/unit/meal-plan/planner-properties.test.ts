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

let solver: LpSolver;
beforeAll(async () => {
  solver = await loadSolver();
}, 60_000);

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
      };
    });
}

/**
 * Profiles per property: 60 synthetic and 20 on the real recipes (a week each, so 560 solved
 * days), which keeps CI's two test passes short; PLANNER_PROPERTY_RUNS=200 runs the long form.
 */
const syntheticRuns = Number(process.env.PLANNER_PROPERTY_RUNS ?? 60);
const realRuns = Math.max(20, Math.round(syntheticRuns / 3));

describe("planner over random profiles", () => {
  it(`keeps every rule on synthetic recipe sets (${syntheticRuns} profiles)`, () => {
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
    // The properties must have been exercised on real plans, not only refusals: at least half
    // of the profiles got a whole week.
    expect(plannedDays).toBeGreaterThan(syntheticRuns * 7 * 0.5);
    expect(relaxedDays).toBeLessThan(plannedDays);
  }, 600_000);

  const real: Recipe[] = realRecipes();
  it(`keeps every rule on the real recipes when present (${real.length} now)`, () => {
    if (real.length === 0) return;
    const foods = [...new Set(real.flatMap((r) => r.foods))].sort();
    fc.assert(
      fc.property(profileInput(foods), (input) => {
        expectSoundPlan(planWeek(real, input, solver), real, input);
      }),
      { numRuns: realRuns, seed: 42, endOnFailure: true },
    );
  }, 600_000);

  it("the greedy baseline keeps the exclusions and the three-day rule too", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        profileInput(syntheticFoods),
        (seed, input) => {
          const recipes = syntheticRecipes(seed, 120);
          const result = greedyPlan(recipes, input);
          expectSoundPlan(result, recipes, input);
          if (result.ok)
            expect(result.relaxations.every((r) => r.relaxation === "closest")).toBe(true);
        },
      ),
      { numRuns: 200, seed: 5 },
    );
  });
});
