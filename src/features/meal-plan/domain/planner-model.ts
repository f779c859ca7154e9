import type { DayOption, DayProblem } from "./day-problem";

export { objectiveWeights } from "./day-problem";

/** A binary column of the model: one option (recipe and portion) of one slot. */
export type ModelColumn = { name: string; option: DayOption };

export type DayModel = { lp: string; columns: ModelColumn[] };

/**
 * The same day problem the exact search reads, as a mixed-integer program in CPLEX LP text for
 * HiGHS: a binary per option; each slot takes exactly one; a recipe at most once a day; the
 * day's kcal within the band (deviation fp/fn free within 1 %, dp/dn beyond it); macro ranges
 * hard, or with penalised slacks once relaxed; at most `maxCuisines` counted cuisines (one
 * binary per cuisine). The objective adds the options' costs, kcal distance and macro slacks.
 * Macros are in tenths of a gram, as in the search, so both agree to the gram.
 */
export function buildDayModel(problem: DayProblem): DayModel {
  const columns: ModelColumn[] = problem.options.flatMap((options, slot) =>
    options.map((option, o) => ({ name: `x${slot}_${o}`, option })),
  );
  const perKcal = problem.pointsPerKcal;
  const objective: string[] = [`${num(perKcal)} dp`, `${num(perKcal)} dn`];
  for (const c of columns) if (c.option.cost > 0) objective.push(`${num(c.option.cost)} ${c.name}`);
  const soft = problem.softMacros;
  if (soft)
    for (const m of ["p", "f", "c"])
      objective.push(
        `${num(problem.pointsPerTenth)} u${m}`,
        `${num(problem.pointsPerTenth)} o${m}`,
      );

  const rows: string[] = problem.options.map(
    (_, slot) =>
      `s${slot}: ${sum(columns.filter((c) => c.option.slot === slot).map((c) => c.name))} = 1`,
  );
  const byRecipe = new Map<number, ModelColumn[]>();
  for (const c of columns)
    byRecipe.set(c.option.recipeIndex, [...(byRecipe.get(c.option.recipeIndex) ?? []), c]);
  let once = 0;
  for (const list of byRecipe.values())
    if (new Set(list.map((c) => c.option.slot)).size > 1)
      rows.push(`r${once++}: ${sum(list.map((c) => c.name))} <= 1`);
  const term = (c: ModelColumn, value: number) => `${num(value)} ${c.name}`;
  rows.push(
    `kcal: ${sum(columns.map((c) => term(c, c.option.kcal)))} - fp - dp + fn + dn = ${num(problem.targetKcal)}`,
  );
  const macroRows: Array<[string, (o: DayOption) => number, { min: number; max: number }]> = [
    ["p", (o) => o.proteinTenths, problem.ranges[0]],
    ["f", (o) => o.fatTenths, problem.ranges[1]],
    ["c", (o) => o.carbTenths, problem.ranges[2]],
  ];
  for (const [m, value, range] of macroRows) {
    const expr = sum(columns.map((c) => term(c, value(c.option))));
    rows.push(`${m}lo: ${expr}${soft ? ` + u${m}` : ""} >= ${num(range.min)}`);
    rows.push(`${m}hi: ${expr}${soft ? ` - o${m}` : ""} <= ${num(range.max)}`);
  }
  const cuisineBinaries: string[] = [];
  if (problem.maxCuisines !== null && problem.cuisineCount > problem.maxCuisines) {
    for (let cu = 0; cu < problem.cuisineCount; cu++) {
      cuisineBinaries.push(`y${cu}`);
      problem.options.forEach((_, slot) => {
        const names = columns
          .filter((c) => c.option.slot === slot && c.option.cuisine === cu)
          .map((c) => c.name);
        if (names.length) rows.push(`k${cu}_${slot}: ${sum(names)} - y${cu} <= 0`);
      });
    }
    rows.push(`cuisines: ${sum(cuisineBinaries)} <= ${problem.maxCuisines}`);
  }

  const free = problem.free.hi - problem.targetKcal;
  const bounds = [
    `0 <= fp <= ${num(free)}`,
    `0 <= fn <= ${num(free)}`,
    ...(problem.band === null
      ? ["dp >= 0", "dn >= 0"]
      : [
          `0 <= dp <= ${num(Math.max(0, problem.band.hi - problem.free.hi))}`,
          `0 <= dn <= ${num(Math.max(0, problem.free.lo - problem.band.lo))}`,
        ]),
  ];
  const lp = [
    "Minimize",
    ` obj: ${sum(objective)}`,
    "Subject To",
    ...rows.map((r) => ` ${r}`),
    "Bounds",
    ...bounds.map((b) => ` ${b}`),
    "Binaries",
    ...chunk([...columns.map((c) => c.name), ...cuisineBinaries], 20).map(
      (names) => ` ${names.join(" ")}`,
    ),
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
  for (let i = 0; i < items.length; i++) {
    if (i % size === 0) out.push([]);
    out[out.length - 1]!.push(items[i]!);
  }
  return out;
}
