import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildDayProblem } from "@/features/meal-plan/domain/day-problem";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import {
  planWeek,
  solverOptions,
  solveWithHighs,
  type LpSolver,
} from "@/features/meal-plan/domain/planner";
import type { PlanInput } from "@/features/meal-plan/domain/plan";
import { realRecipes, prng } from "./engine-fixtures";
import { plannerProfiles } from "./planner-profiles";

/**
 * The week is a pure function of the recipes and the input (docs/meal-plan.md, "The
 * planner"): the paywall's sample day and the buyer's stored week must be the same meals.
 */
let solver: LpSolver;
beforeAll(async () => {
  solver = await loadSolver();
}, 60_000);
afterEach(() => {
  vi.restoreAllMocks();
});

const real = realRecipes();
const inputs = plannerProfiles(40, real);

/** Clocks that jump a minute at every reading: a machine so slow any time limit would bite. */
function slowClocks() {
  let now = Date.now();
  vi.spyOn(Date, "now").mockImplementation(() => (now += 60_000));
  vi.spyOn(performance, "now").mockImplementation(() => (now += 60_000));
}

/** HiGHS behind a wrapper that burns CPU before each solve (a busy machine) and records the options. */
function slowSolver(seen: object[]): LpSolver {
  return {
    solve: (lp, options) => {
      seen.push({ ...options });
      let burn = 0;
      for (let i = 0; i < 20_000_000; i++) burn = (burn + i) % 7919;
      expect(burn).toBeGreaterThanOrEqual(0);
      return solver.solve(lp, options);
    },
  };
}

describe("the same input gives the same week, byte for byte", () => {
  it("planned twice", () => {
    for (const input of inputs) {
      const first = JSON.stringify(planWeek(real, input, solver));
      expect(JSON.stringify(planWeek(real, input, solver))).toBe(first);
    }
  }, 120_000);

  it("whatever the order of the recipes", () => {
    const random = prng(7);
    const shuffled = [...real].sort(() => random() - 0.5);
    for (const input of inputs.slice(0, 15))
      expect(JSON.stringify(planWeek(shuffled, input, solver))).toBe(
        JSON.stringify(planWeek(real, input, solver)),
      );
  }, 120_000);

  it("on a machine so slow every clock reading is a minute later", () => {
    const expected = inputs
      .slice(0, 15)
      .map((input) => JSON.stringify(planWeek(real, input, solver)));
    slowClocks();
    const seen: object[] = [];
    const slow = slowSolver(seen);
    inputs.slice(0, 15).forEach((input, i) => {
      expect(JSON.stringify(planWeek(real, input, slow))).toBe(expected[i]);
    });
    for (const options of seen) expect(options).not.toHaveProperty("time_limit");
  }, 120_000);

  it("HiGHS, where the exact search leaves a day open, answers the same under slow clocks and a busy CPU", () => {
    expect(solverOptions).not.toHaveProperty("time_limit");
    const input: PlanInput = inputs.find((i) => i.slots.length === 5)!;
    const candidates = input.slots.map((slot) =>
      real.filter((r) => r.mealTypes.includes(slot.mealType) && r.diets.includes(input.diet)),
    );
    const problem = buildDayProblem({
      candidates,
      targets: input.targets,
      relaxation: "none",
      recipeCost: () => 0,
      maxCuisines: 2,
    });
    const ids = (picks: ReturnType<typeof solveWithHighs>) =>
      picks?.map((o) => `${o.recipe.id}×${o.portions}`) ?? null;
    const first = ids(solveWithHighs(problem, solver));
    expect(first).not.toBeNull();
    slowClocks();
    const seen: object[] = [];
    expect(ids(solveWithHighs(problem, slowSolver(seen)))).toEqual(first);
    expect(seen).toEqual([{ ...solverOptions }]);
  }, 120_000);
});
