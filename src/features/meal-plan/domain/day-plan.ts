import type { Highs } from "highs";
import { dayTimeCaps, shortMealTypes, slotCandidates } from "./day-candidates";
import {
  buildDayProblem,
  keepsHardRules,
  objectiveWeights,
  type DayOption,
  type DayProblem,
} from "./day-problem";
import { searchDay } from "./day-search";
import { recipesByMealType } from "./eligible-recipes";
import { greedyDay } from "./greedy-plan";
import {
  buildDay,
  type PlanFallback,
  type PlanInput,
  type PlannedDay,
  type Relaxation,
} from "./plan";
import { buildDayModel } from "./planner-model";
import type { MealType, Recipe } from "./recipe";
import { isWeekend, raisedCap, timeRules } from "./time-caps";
import { varietyLevels, type VarietyLevel } from "./variety";

/** The part of the HiGHS module the planner uses (`highs.solve`, CPLEX LP text in, columns out). */
export type LpSolver = Pick<Highs, "solve">;

/**
 * HiGHS options for the days the exact search leaves open: quiet; stop within 2 points of the
 * best objective (a point is 1 % of the calorie target) or 1 %; at most 2,000 branch-and-bound
 * nodes. A node limit, not a time limit: the same day gives the same answer however busy the
 * machine is (docs/meal-plan.md, "The planner").
 */
export const solverOptions = {
  output_flag: false,
  mip_rel_gap: 0.01,
  mip_abs_gap: 2,
  mip_max_nodes: 2000,
} as const;

/** What every day of a week shares. */
export type WeekContext = {
  byType: ReadonlyMap<MealType, readonly Recipe[]>;
  input: PlanInput;
  lastWeek: ReadonlySet<string>;
  /** Points a recipe costs whatever the day (recent weeks, cuisine preference). */
  baseCost: (recipe: Recipe) => number;
  solver: LpSolver;
};

export type DayOutcome =
  { short: null; planned: PlannedDay; raised: PlanFallback[] } | { short: MealType };

type Attempt = { relaxation: Relaxation; level: VarietyLevel; candidates: Recipe[][] };

/**
 * One day against the other planned days of the week: its time caps (weekday or weekend,
 * raised only when a meal type has too few recipes), then the attempts in order until one
 * has a solution. With `targetsOnly`, only attempts keeping every target are made, and null
 * is returned when none has one.
 */
export function planDay(
  ctx: WeekContext,
  day: number,
  others: readonly PlannedDay[],
  targetsOnly = false,
): DayOutcome | null {
  const { input } = ctx;
  const levels = varietyLevels(others, day, ctx.lastWeek);
  const time = dayTimeCaps({
    byType: ctx.byType,
    slots: input.slots,
    day,
    weekend: isWeekend(input.weekStart, day),
    maxMinutes: input.maxMinutes,
    excluded: levels[levels.length - 1]!.excluded,
  });
  if (time.short) return { short: time.short };
  const uses = new Map<string, number>();
  for (const other of others)
    if (other.day !== day)
      for (const meal of other.meals) uses.set(meal.recipeId, (uses.get(meal.recipeId) ?? 0) + 1);
  const recipeCost = (recipe: Recipe) =>
    ctx.baseCost(recipe) + (uses.get(recipe.id) ?? 0) * objectiveWeights.earlierUse;
  const attempts = attemptsOf(ctx, levels, time.caps);
  const solve = (attempt: Attempt) => {
    const picks = solveProblem(dayProblem(ctx, attempt, recipeCost), ctx.solver);
    return picks ? toDay(ctx, day, picks, attempt.relaxation) : null;
  };
  const found = (planned: PlannedDay): DayOutcome => ({
    short: null,
    planned,
    raised: time.raised,
  });
  const first = strictDay(attempts, solve);
  if (first) return found(first);
  // The cooking time gives way before the targets: every capped slot's cap rises a step at a
  // time (at most timeRules.raiseForTargets steps, never to no limit), each raise reported.
  let caps = time.caps;
  for (let step = 0; step < timeRules.raiseForTargets; step++) {
    caps = caps.map((cap) => (cap === null ? null : (raisedCap(cap) ?? cap)));
    if (caps.every((cap, i) => cap === time.caps[i])) break;
    const planned = strictDay(attemptsOf(ctx, levels, caps), solve);
    if (planned) return { short: null, planned, raised: withRaisedCaps(time.raised, ctx, planned, time.caps, caps) };
  }
  if (targetsOnly) return null;
  for (const attempt of attempts.filter((a) => a.relaxation !== "none")) {
    const planned = solve(attempt);
    if (planned) return found(planned);
  }
  // Not reached while "closest" has candidates for every slot (it always has a solution).
  const last = attempts[attempts.length - 1]!;
  const choices = greedyDay(
    recipesByMealType([...new Set(last.candidates.flat())]),
    input.slots,
    input.targets.kcal,
    new Set(),
    new Map(),
  );
  if (typeof choices === "number") return { short: input.slots[choices]!.mealType };
  return {
    short: null,
    planned: buildDay(day, choices, input.targets, "closest"),
    raised: time.raised,
  };
}

/**
 * The first day keeping every target, trying the variety levels from the strictest; null when
 * none has one. The loosest variety offers the most: when it has no such day, no level between
 * the strictest and it has one either, so those are not tried.
 */
function strictDay(attempts: readonly Attempt[], solve: (attempt: Attempt) => PlannedDay | null): PlannedDay | null {
  const strict = attempts.filter((a) => a.relaxation === "none");
  const first = strict[0] && solve(strict[0]);
  if (first) return first;
  if (strict.length <= 1) return null;
  const loosest = solve(strict[strict.length - 1]!);
  if (!loosest) return null;
  for (const attempt of strict.slice(1, -1)) {
    const planned = solve(attempt);
    if (planned) return planned;
  }
  return loosest;
}

/**
 * The time fallbacks of the day with the caps raised for the targets added: one per meal type
 * whose chosen recipe takes longer than its cap (the raised cap), the earlier ones kept.
 */
function withRaisedCaps(
  earlier: readonly PlanFallback[],
  ctx: WeekContext,
  planned: PlannedDay,
  before: ReadonlyArray<number | null>,
  after: ReadonlyArray<number | null>,
): PlanFallback[] {
  const raised = new Map<MealType, number | null>();
  for (const fallback of earlier) if (fallback.rule === "time") raised.set(fallback.mealType, fallback.minutes);
  planned.meals.forEach((meal, i) => {
    const cap = before[i];
    const minutes = ctx.byType.get(meal.mealType)?.find((r) => r.id === meal.recipeId)?.timeMinutes;
    if (cap !== null && cap !== undefined && minutes !== undefined && minutes > cap) raised.set(meal.mealType, after[i]!);
  });
  return [...raised].map(([mealType, minutes]) => ({ rule: "time" as const, day: planned.day, mealType, minutes }));
}

function dayProblem(
  ctx: WeekContext,
  attempt: Attempt,
  recipeCost: (recipe: Recipe) => number,
): DayProblem {
  return buildDayProblem({
    candidates: attempt.candidates,
    targets: ctx.input.targets,
    relaxation: attempt.relaxation,
    recipeCost,
    maxCuisines: attempt.level.maxCuisines,
  });
}

export function toDay(
  ctx: WeekContext,
  day: number,
  picks: readonly DayOption[],
  relaxation: Relaxation,
): PlannedDay {
  return buildDay(
    day,
    picks.map((o) => ({ slot: ctx.input.slots[o.slot]!, recipe: o.recipe, portions: o.portions })),
    ctx.input.targets,
    relaxation,
  );
}

/**
 * The day's attempts, in order: every target with the strictest variety the candidates allow
 * (each level that leaves a meal type short is skipped, and one offering the same candidates
 * as the one before is not tried twice); then soft macros and the wider calorie band with the
 * seven-day rule and the cuisine limit; then "closest" without the cuisine limit.
 */
function attemptsOf(
  ctx: WeekContext,
  levels: readonly VarietyLevel[],
  caps: ReadonlyArray<number | null>,
): Attempt[] {
  const slots = ctx.input.slots;
  const usable = levels
    .map((level) => ({
      level,
      candidates: slotCandidates(ctx.byType, slots, caps, level.excluded),
    }))
    .filter(({ candidates }) => !shortMealTypes(slots, candidates));
  const strictest = (names: ReadonlyArray<VarietyLevel["name"]>) =>
    usable.find((u) => names.includes(u.level.name)) ?? usable[usable.length - 1]!;
  const seen = new Set<string>();
  const attempts: Attempt[] = [];
  for (const u of usable) {
    const key = `${u.level.maxCuisines}|${u.candidates.map((list) => list.map((r) => r.id).join(",")).join(";")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    attempts.push({ relaxation: "none", ...u });
  }
  const varied = strictest(["last-week", "cuisines", "three-days", "open"]);
  const open = strictest(["cuisines", "open"]);
  attempts.push(
    { relaxation: "macros", ...varied },
    { relaxation: "calories", ...varied },
    { relaxation: "closest", ...open },
  );
  return attempts;
}

/**
 * One problem: the exact search first; when its budget runs out before it settles the day,
 * HiGHS decides (with its node limit). Null when the problem has no solution.
 */
export function solveProblem(problem: DayProblem, solver: LpSolver): DayOption[] | null {
  const found = searchDay(problem);
  if (found.picks) return found.picks;
  if (found.complete) return null;
  return solveWithHighs(problem, solver);
}

/**
 * The problem solved by HiGHS. A solution is used only when it keeps every hard rule of the
 * problem (checked here again, whatever status the node limit left), else null.
 */
export function solveWithHighs(problem: DayProblem, solver: LpSolver): DayOption[] | null {
  const model = buildDayModel(problem);
  const result = solver.solve(model.lp, { ...solverOptions });
  if (result.Status === "Infeasible") return null;
  const primal = (name: string) => {
    const column = result.Columns[name];
    return column && "Primal" in column ? column.Primal : 0;
  };
  const chosen = model.columns.filter((c) => primal(c.name) > 0.5).map((c) => c.option);
  return keepsProblem(problem, chosen) ? chosen.sort((a, b) => a.slot - b.slot) : null;
}

/** One option per slot, different recipes, the cuisine limit, the calorie band and hard macros. */
function keepsProblem(problem: DayProblem, chosen: readonly DayOption[]): boolean {
  const slots = new Set(chosen.map((o) => o.slot));
  const recipes = new Set(chosen.map((o) => o.recipeIndex));
  const cuisines = new Set(chosen.filter((o) => o.cuisine >= 0).map((o) => o.cuisine));
  if (chosen.length !== problem.options.length || slots.size !== chosen.length) return false;
  if (recipes.size !== chosen.length) return false;
  if (problem.maxCuisines !== null && cuisines.size > problem.maxCuisines) return false;
  const sum = (value: (o: DayOption) => number) => chosen.reduce((t, o) => t + value(o), 0);
  return keepsHardRules(
    problem,
    sum((o) => o.kcal),
    [sum((o) => o.proteinTenths), sum((o) => o.fatTenths), sum((o) => o.carbTenths)],
  );
}
