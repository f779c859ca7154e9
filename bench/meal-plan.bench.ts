/**
 * The meal planner, measured in one run: the HiGHS planner (day-by-day MILP) against the greedy
 * baseline on the same profiles and recipe sets (120 synthetic recipes, and the real recipes
 * when data/recipes/ has them). Figures: time per week p50/p95, share of days within ±5 % of
 * the calorie target, share of days inside every macro range, variety (distinct recipes per
 * meal of the week) and relaxed days. Nothing is asserted (docs/meal-plan.md, "The planner").
 */
import os from "node:os";
import { energyTargets } from "@/features/meal-plan/domain/energy";
import { fastingSchedule, type FastingExperience } from "@/features/meal-plan/domain/fasting";
import { greedyPlan } from "@/features/meal-plan/domain/greedy-plan";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import { relaxationOrder, type PlanInput, type PlanResult } from "@/features/meal-plan/domain/plan";
import { planWeek } from "@/features/meal-plan/domain/planner";
import { dietTypes, type Recipe } from "@/features/meal-plan/domain/recipe";
import { prng, realRecipes, syntheticRecipes } from "../tests/unit/meal-plan/engine-fixtures";

type Tally = {
  times: number[];
  days: number;
  within: number;
  macros: number;
  relaxed: number;
  byRelaxation: Record<string, number>;
  distinct: number;
  meals: number;
  refused: number;
};

function profiles(count: number, seed: number): PlanInput[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: count }, () => {
    const diet = pick(dietTypes);
    const weightKg = int(50, 130);
    const energy = energyTargets({
      sex: pick(["female", "male"] as const),
      age: int(20, 70),
      heightCm: int(155, 195),
      weightKg,
      targetWeightKg: weightKg - int(-5, 20),
      activity: pick(["sedentary", "light", "moderate", "active"] as const),
      diet,
      today: "2026-03-01",
    });
    const schedule = fastingSchedule({
      experience: pick<FastingExperience>(["none", "some", "experienced", "advanced"]),
      mealsPerDay: int(2, 5),
      firstMealTime: `${String(int(7, 12)).padStart(2, "0")}:00`,
    });
    return { diet, targets: { kcal: energy.kcal, macros: energy.macros }, slots: schedule.slots };
  });
}

function tally(results: Array<{ ms: number; result: PlanResult }>): Tally {
  const t: Tally = {
    times: [],
    days: 0,
    within: 0,
    macros: 0,
    relaxed: 0,
    byRelaxation: {},
    distinct: 0,
    meals: 0,
    refused: 0,
  };
  for (const { ms, result } of results) {
    t.times.push(ms);
    if (!result.ok) {
      t.refused++;
      continue;
    }
    for (const day of result.plan.days) {
      t.days++;
      if (day.withinCalories) t.within++;
      if (day.macrosMet) t.macros++;
      if (day.relaxation !== "none") t.relaxed++;
      t.byRelaxation[day.relaxation] = (t.byRelaxation[day.relaxation] ?? 0) + 1;
    }
    const ids = result.plan.days.flatMap((d) => d.meals.map((m) => m.recipeId));
    t.distinct += new Set(ids).size;
    t.meals += ids.length;
  }
  t.times.sort((a, b) => a - b);
  return t;
}

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)} %` : "–";
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function run(): Promise<void> {
  const solver = await loadSolver();
  const count = Number(process.env.BENCH_MEAL_PROFILES ?? 40);
  const sets: Array<[string, Recipe[]]> = [["120 synthetic recipes", syntheticRecipes(2026, 120)]];
  const real = realRecipes();
  if (real.length) sets.push([`${real.length} real recipes`, real]);
  // Warm-up: the first solves compile the WebAssembly; a server pays this once per process.
  for (const input of profiles(3, 1)) planWeek(sets[0]![1], input, solver);

  console.log(
    `Week plans for ${count} random profiles per recipe set (all diets, 2–5 meals a day)`,
  );
  console.log(
    `Load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" / ")} on ${os.availableParallelism()} cores\n`,
  );
  console.log(
    "| recipes | planner | week p50 | week p95 | days ±5 % kcal | days in macro ranges | variety | relaxed days | refused weeks |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  const relaxationRows: string[] = [];
  for (const [name, recipes] of sets) {
    const inputs = profiles(count, 7);
    const measure = (plan: (input: PlanInput) => PlanResult) =>
      tally(
        inputs.map((input) => {
          const start = performance.now();
          const result = plan(input);
          return { ms: performance.now() - start, result };
        }),
      );
    const rows: Array<[string, Tally]> = [
      ["HiGHS MILP, day by day", measure((input) => planWeek(recipes, input, solver))],
      ["greedy baseline", measure((input) => greedyPlan(recipes, input))],
    ];
    relaxationRows.push(
      `| ${name} | ${relaxationOrder.map((r) => rows[0]![1].byRelaxation[r] ?? 0).join(" | ")} |`,
    );
    for (const [label, t] of rows) {
      console.log(
        `| ${name} | ${label} | ${quantile(t.times, 0.5).toFixed(1)} ms | ${quantile(t.times, 0.95).toFixed(1)} ms | ${pct(t.within, t.days)} | ${pct(t.macros, t.days)} | ${pct(t.distinct, t.meals)} | ${label.startsWith("greedy") ? "(not relaxed: best effort)" : pct(t.relaxed, t.days)} | ${t.refused} |`,
      );
    }
  }
  console.log(
    `\nHiGHS days by relaxation\n\n| recipes | ${relaxationOrder.join(" | ")} |\n|---|${relaxationOrder.map(() => "---").join("|")}|`,
  );
  for (const row of relaxationRows) console.log(row);
  console.log(
    "\nVariety: distinct recipes / meals in the week. Refused: a meal type had too few recipes for three days of slots.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
