/**
 * The meal planner, measured in one run (docs/meal-plan.md, "The planner"): the planner against
 * the greedy baseline on the same profiles (tests/unit/meal-plan/planner-profiles.ts, the
 * generator the property test checks) and the real recipes. Figures: time per week p50/p95
 * (after HiGHS is loaded and warmed; the warm-up is reported apart), share of days within ±5 %
 * of the calorie target, share of days inside every macro range, relaxed days, repeats within
 * seven days, cuisines a day, the rules given way and refused weeks; then the same by cooking-
 * time answer and by diet. Nothing is asserted. BENCH_MEAL_PROFILES sets the count (1,000).
 */
import os from "node:os";
import { countedCuisines } from "@/features/meal-plan/domain/cuisines";
import { greedyPlan } from "@/features/meal-plan/domain/greedy-plan";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import type { PlanInput, PlanResult } from "@/features/meal-plan/domain/plan";
import { planWeek, type LpSolver } from "@/features/meal-plan/domain/planner";
import type { Recipe } from "@/features/meal-plan/domain/recipe";
import { realRecipes } from "../tests/unit/meal-plan/engine-fixtures";
import { plannerProfiles } from "../tests/unit/meal-plan/planner-profiles";

type Tally = {
  times: number[];
  weeks: number;
  days: number;
  within: number;
  macros: number;
  relaxed: number;
  meals: number;
  repeated: number;
  weeksWithRepeats: number;
  cuisines: number;
  daysWithinCuisines: number;
  maxCuisines: number;
  refused: number;
  fallbacks: Record<string, number>;
};

const empty = (): Tally => ({
  times: [],
  weeks: 0,
  days: 0,
  within: 0,
  macros: 0,
  relaxed: 0,
  meals: 0,
  repeated: 0,
  weeksWithRepeats: 0,
  cuisines: 0,
  daysWithinCuisines: 0,
  maxCuisines: 0,
  refused: 0,
  fallbacks: {},
});

function add(t: Tally, ms: number, result: PlanResult, cuisineOf: Map<string, Recipe["cuisine"]>) {
  t.times.push(ms);
  t.weeks++;
  if (!result.ok) {
    t.refused++;
    return;
  }
  const days = result.plan.days;
  let repeatedThisWeek = 0;
  for (const day of days) {
    t.days++;
    if (day.withinCalories) t.within++;
    if (day.macrosMet) t.macros++;
    if (day.relaxation !== "none") t.relaxed++;
    const ids = day.meals.map((m) => m.recipeId);
    const before = new Set(
      days
        .filter((d) => d.day < day.day && d.day > day.day - 7)
        .flatMap((d) => d.meals.map((m) => m.recipeId)),
    );
    t.meals += ids.length;
    const repeats = ids.filter((id) => before.has(id)).length;
    t.repeated += repeats;
    repeatedThisWeek += repeats;
    const counted = countedCuisines(ids.map((id) => cuisineOf.get(id))).length;
    t.cuisines += counted;
    t.maxCuisines = Math.max(t.maxCuisines, counted);
    if (counted <= 2) t.daysWithinCuisines++;
  }
  if (repeatedThisWeek > 0) t.weeksWithRepeats++;
  for (const f of result.fallbacks) t.fallbacks[f.rule] = (t.fallbacks[f.rule] ?? 0) + 1;
}

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)} %` : "–";
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
const load = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ")} on ${os.availableParallelism()} cores`;

function row(label: string, t: Tally, baseline = false): string {
  return `| ${label} | ${t.weeks} | ${ms(quantile(t.times, 0.5))} | ${ms(quantile(t.times, 0.95))} | ${pct(t.within, t.days)} | ${pct(t.macros, t.days)} | ${baseline ? "(all: best effort)" : pct(t.relaxed, t.days)} | ${pct(t.repeated, t.meals)} (${t.weeksWithRepeats} weeks) | ${(t.cuisines / Math.max(1, t.days)).toFixed(2)} (max ${t.maxCuisines}, ${pct(t.daysWithinCuisines, t.days)} ≤ 2) | ${t.refused} |`;
}

export async function run(): Promise<void> {
  const count = Number(process.env.BENCH_MEAL_PROFILES ?? 1000);
  const recipes = realRecipes();
  const cuisineOf = new Map(recipes.map((r) => [r.id, r.cuisine]));
  const inputs = plannerProfiles(count, recipes);

  // Warm-up: loading HiGHS, its first solves (the WebAssembly is compiled), the first weeks.
  let start = performance.now();
  const highs = await loadSolver();
  const loadMs = performance.now() - start;
  let highsCalls = 0;
  const solver: LpSolver = {
    solve: (lp, options) => {
      highsCalls++;
      return highs.solve(lp, options);
    },
  };
  start = performance.now();
  highs.solve("Minimize\n obj: x + y\nSubject To\n c: x + y >= 1\nBinaries\n x y\nEnd", {
    output_flag: false,
  });
  const firstSolveMs = performance.now() - start;
  start = performance.now();
  for (const input of plannerProfiles(5, recipes, 1)) planWeek(recipes, input, solver);
  const warmWeeksMs = performance.now() - start;
  highsCalls = 0;

  console.log(
    `Week plans for ${count} profiles (planner-profiles.ts: every diet, 2–5 meals, allergen mixes, dislikes, half with a weekday cooking time) on ${recipes.length} real recipes`,
  );
  console.log(`Before: ${load()}`);
  console.log(
    `Warm-up (apart): loading HiGHS ${ms(loadMs)}, its first solve ${ms(firstSolveMs)}, the first 5 weeks ${ms(warmWeeksMs)}\n`,
  );

  const planner = empty();
  const greedy = empty();
  const byTime = new Map<string, Tally>();
  const byDiet = new Map<string, Tally>();
  const measure = (input: PlanInput) => {
    let t = performance.now();
    const result = planWeek(recipes, input, solver);
    const plannerMs = performance.now() - t;
    add(planner, plannerMs, result, cuisineOf);
    const time = input.maxMinutes === undefined ? "no answer" : `${input.maxMinutes} min`;
    if (!byTime.has(time)) byTime.set(time, empty());
    add(byTime.get(time)!, plannerMs, result, cuisineOf);
    if (!byDiet.has(input.diet)) byDiet.set(input.diet, empty());
    add(byDiet.get(input.diet)!, plannerMs, result, cuisineOf);
    t = performance.now();
    const baseline = greedyPlan(recipes, input);
    add(greedy, performance.now() - t, baseline, cuisineOf);
  };
  inputs.forEach(measure);

  const header =
    "| planner | weeks | week p50 | week p95 | days ±5 % kcal | days in every macro range | relaxed days | meals repeated within 7 days | cuisines a day (mean) | refused weeks |\n|---|---|---|---|---|---|---|---|---|---|";
  console.log(header);
  console.log(row("exact day search (+ HiGHS fallback)", planner));
  console.log(row("greedy baseline", greedy, true));
  console.log(`\nHiGHS calls (days the exact search left open): ${highsCalls}`);
  console.log(
    `Rules given way (planner): ${Object.entries(planner.fallbacks)
      .map(([rule, n]) => `${rule} ${n}`)
      .join(", ")}`,
  );
  console.log(
    `\nBy weekday cooking-time answer (planner)\n\n${header.replace("| planner |", "| answer |")}`,
  );
  for (const [label, t] of [...byTime].sort()) console.log(row(label, t));
  console.log(`\nBy diet (planner)\n\n${header.replace("| planner |", "| diet |")}`);
  for (const [label, t] of [...byDiet].sort()) console.log(row(label, t));
  console.log(
    "\nRefused: a meal type has too few recipes for three days of slots. Repeats and cuisines count the planned days; the planner reports each rule it gave way on.",
  );
  console.log(`After: ${load()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
