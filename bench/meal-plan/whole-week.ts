/**
 * One-off measurement behind a design choice (docs/meal-plan.md, "The planner"): the whole week
 * as ONE model (the seven day models side by side, plus the three-day rule as rows across days)
 * against the day-by-day planner, on the same profiles. Run: npx tsx bench/meal-plan/whole-week.ts
 */
import { eligibleRecipes, recipesByMealType } from "@/features/meal-plan/domain/eligible-recipes";
import { fastingSchedule } from "@/features/meal-plan/domain/fasting";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import { macroTargets } from "@/features/meal-plan/domain/macro-targets";
import type { PlanInput } from "@/features/meal-plan/domain/plan";
import { buildDayProblem } from "@/features/meal-plan/domain/day-problem";
import { planWeek } from "@/features/meal-plan/domain/planner";
import { buildDayModel } from "@/features/meal-plan/domain/planner-model";
import { syntheticRecipes } from "../../tests/unit/meal-plan/engine-fixtures";

const solver = await loadSolver();
const recipes = syntheticRecipes(2026, 120);

function wholeWeekLp(input: PlanInput): string {
  const byType = recipesByMealType(eligibleRecipes(recipes, input));
  const candidates = input.slots.map((s) => byType.get(s.mealType) ?? []);
  const objective: string[] = [];
  const rows: string[] = [];
  const bounds: string[] = [];
  const binaries: string[] = [];
  const columnsByRecipeDay = new Map<string, string[]>();
  for (let day = 0; day < 7; day++) {
    const model = buildDayModel(
      buildDayProblem({
        candidates,
        targets: input.targets,
        relaxation: "none",
        recipeCost: () => 0,
        maxCuisines: null,
      }),
    );
    const rename = (text: string) =>
      text
        .replace(/\b(x\d+_\d+|fp|fn|dp|dn|u[pfc]|o[pfc])\b/g, `d${day}$1`)
        .replace(/^(\s*)(\w+):/gm, `$1d${day}$2:`);
    const [, obj = "", rest = ""] = /Minimize\n obj: ([\s\S]*?)\nSubject To\n([\s\S]*)End/.exec(
      model.lp,
    )!;
    const [cons = "", bnd = "", bin = ""] = rest.split(/\nBounds\n|\nBinaries\n/);
    objective.push(rename(obj));
    rows.push(rename(cons));
    bounds.push(rename(bnd));
    binaries.push(rename(bin));
    for (const c of model.columns) {
      const key = `${c.option.recipe.id}@${day}`;
      columnsByRecipeDay.set(key, [...(columnsByRecipeDay.get(key) ?? []), `d${day}${c.name}`]);
    }
  }
  let w = 0;
  for (const recipe of new Set(candidates.flat())) {
    for (let start = 0; start + 2 < 7; start++) {
      const names = [0, 1, 2].flatMap(
        (k) => columnsByRecipeDay.get(`${recipe.id}@${start + k}`) ?? [],
      );
      if (names.length) rows.push(` w${w++}: ${names.join(" + ")} <= 1`);
    }
  }
  return [
    "Minimize",
    ` obj: ${objective.join("\n + ")}`,
    "Subject To",
    ...rows,
    "Bounds",
    ...bounds,
    "Binaries",
    ...binaries,
    "End",
  ].join("\n");
}

const inputs: PlanInput[] = [
  [1800, 3, "omnivore"],
  [2200, 4, "mediterranean"],
  [1500, 2, "vegetarian"],
  [2600, 5, "omnivore"],
].map(([kcal, meals, diet]) => ({
  diet: diet as PlanInput["diet"],
  targets: {
    kcal: kcal as number,
    macros: macroTargets({
      kcal: kcal as number,
      diet: diet as PlanInput["diet"],
      weightKg: 75,
      heightCm: 175,
    }),
  },
  slots: fastingSchedule({
    experience: "none",
    mealsPerDay: meals as number,
    firstMealTime: "08:00",
  }).slots,
}));
for (const input of inputs) planWeek(recipes, input, solver); // warm-up
console.log("| profile | day by day | whole week (one model, 10 s limit) | whole-week status |");
console.log("|---|---|---|---|");
for (const input of inputs) {
  let start = performance.now();
  planWeek(recipes, input, solver);
  const daily = performance.now() - start;
  const lp = wholeWeekLp(input);
  start = performance.now();
  // A one-off measurement: a wall-clock limit is fine here (the planner itself has none).
  const result = solver.solve(lp, {
    output_flag: false,
    mip_rel_gap: 0.01,
    mip_abs_gap: 2,
    time_limit: 10,
  });
  const whole = performance.now() - start;
  console.log(
    `| ${input.diet} ${input.targets.kcal} kcal, ${input.slots.length} meals | ${daily.toFixed(0)} ms | ${whole.toFixed(0)} ms | ${result.Status} |`,
  );
}
