import {
  calorieTolerance,
  countedCarbs,
  portionSteps,
  type PlanTargets,
  type Relaxation,
} from "./plan";
import { scaleNutrition } from "./nutrition";
import type { Nutrition, Recipe } from "./recipe";

/** Weights of the day's objective (docs/meal-plan.md, "The planner"). */
export const objectiveWeights = {
  /** Per 1 % of the calorie target away from it, beyond the first 1 %, which is free. */
  caloriePercent: 1,
  freeCalorieShare: 0.01,
  /** Per gram outside a macro range once macros are relaxed: stays far above the other terms. */
  macroGram: 5,
  /** Per earlier use of the recipe this week (variety). */
  earlierUse: 3,
  /** Per portion away from one portion (1.5 portions costs 2). */
  portionOffOne: 4,
} as const;

/** A column's nutrition is the portion's, rounded as the plan shows it, so the checks agree. */
export type ModelColumn = {
  name: string;
  slot: number;
  recipe: Recipe;
  portions: number;
  nutrition: Nutrition;
};

export type DayModel = { lp: string; columns: ModelColumn[] };

/**
 * One day as a mixed-integer program in CPLEX LP text: a binary per (slot, recipe, portion);
 * each slot takes exactly one; a recipe at most once a day; the day's kcal within the
 * relaxation's band (deviation fp/fn free within 1 %, dp/dn beyond it); macro ranges hard at "none", else with
 * penalised slacks. The objective adds closeness to the kcal target, variety and portion size.
 */
export function buildDayModel(input: {
  candidates: ReadonlyArray<readonly Recipe[]>;
  targets: PlanTargets;
  relaxation: Relaxation;
  earlierUses: ReadonlyMap<string, number>;
}): DayModel {
  const { targets, relaxation } = input;
  const macros = targets.macros;
  const columns: ModelColumn[] = [];
  input.candidates.forEach((recipes, slot) =>
    recipes.forEach((recipe, r) => {
      for (const [p, portions] of portionSteps.entries())
        columns.push({
          name: `x${slot}_${r}_${p}`,
          slot,
          recipe,
          portions,
          nutrition: scaleNutrition(recipe.perPortion, portions),
        });
    }),
  );
  const w = objectiveWeights;
  const perKcal = (w.caloriePercent * 100) / targets.kcal;
  const objective: string[] = [`${num(perKcal)} dp`, `${num(perKcal)} dn`];
  for (const c of columns) {
    const cost =
      (input.earlierUses.get(c.recipe.id) ?? 0) * w.earlierUse +
      Math.abs(c.portions - 1) * w.portionOffOne;
    if (cost > 0) objective.push(`${num(cost)} ${c.name}`);
  }
  const soft = relaxation !== "none";
  if (soft)
    for (const m of ["p", "f", "c"]) objective.push(`${w.macroGram} u${m}`, `${w.macroGram} o${m}`);

  const rows: string[] = [];
  input.candidates.forEach((_, slot) => {
    rows.push(
      `s${slot}: ${sum(columns.filter((c) => c.slot === slot).map((c) => `${c.name}`))} = 1`,
    );
  });
  const byRecipe = new Map<string, ModelColumn[]>();
  for (const c of columns) byRecipe.set(c.recipe.id, [...(byRecipe.get(c.recipe.id) ?? []), c]);
  let once = 0;
  for (const list of byRecipe.values()) {
    if (new Set(list.map((c) => c.slot)).size > 1)
      rows.push(`r${once++}: ${sum(list.map((c) => c.name))} <= 1`);
  }
  const term = (c: ModelColumn, value: number) => `${num(value)} ${c.name}`;
  rows.push(
    `kcal: ${sum(columns.map((c) => term(c, c.nutrition.kcal)))} - fp - dp + fn + dn = ${num(targets.kcal)}`,
  );
  const macroRows: Array<[string, (n: Nutrition) => number, { min: number; max: number }]> = [
    ["p", (n) => n.proteinG, macros.proteinG],
    ["f", (n) => n.fatG, macros.fatG],
    ["c", (n) => countedCarbs(n, macros), macros.carbsG],
  ];
  for (const [m, value, range] of macroRows) {
    const expr = sum(columns.map((c) => term(c, value(c.nutrition))));
    rows.push(`${m}lo: ${expr}${soft ? ` + u${m}` : ""} >= ${num(range.min)}`);
    rows.push(`${m}hi: ${expr}${soft ? ` - o${m}` : ""} <= ${num(range.max)}`);
  }

  const band =
    relaxation === "closest"
      ? null
      : targets.kcal *
        (relaxation === "calories" ? calorieTolerance.relaxed : calorieTolerance.strict);
  const free = targets.kcal * w.freeCalorieShare;
  const bounds = [
    `0 <= fp <= ${num(free)}`,
    `0 <= fn <= ${num(free)}`,
    ...(band === null
      ? ["dp >= 0", "dn >= 0"]
      : [`0 <= dp <= ${num(band - free)}`, `0 <= dn <= ${num(band - free)}`]),
  ];
  const lp = [
    "Minimize",
    ` obj: ${sum(objective)}`,
    "Subject To",
    ...rows.map((r) => ` ${r}`),
    "Bounds",
    ...bounds.map((b) => ` ${b}`),
    "Binaries",
    ...chunk(
      columns.map((c) => c.name),
      20,
    ).map((names) => ` ${names.join(" ")}`),
    "End",
  ].join("\n");
  return { lp, columns };
}

function num(value: number): string {
  return String(Math.round(value * 10000) / 10000);
}

/** A sum of terms, broken into lines of 20 terms (the LP reader's lines stay short). */
function sum(terms: readonly string[]): string {
  return chunk(terms, 20)
    .map((part) => part.join(" + "))
    .join("\n + ")
    .replace(/\+ -/g, "- ");
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
