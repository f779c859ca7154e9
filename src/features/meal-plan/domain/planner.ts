import type { Highs } from "highs";
import { eligibleRecipes, recipesByMealType } from "./eligible-recipes";
import { greedyDay } from "./greedy-plan";
import {
  buildDay,
  repeatWindowDays,
  type PlanInput,
  type PlanResult,
  type PlannedDay,
  type Relaxation,
} from "./plan";
import { buildDayModel } from "./planner-model";
import type { MealSlot } from "./fasting";
import type { MealType, Recipe } from "./recipe";

/** The part of the HiGHS module the planner uses (`highs.solve`, CPLEX LP text in, columns out). */
export type LpSolver = Pick<Highs, "solve">;

/** HiGHS options: quiet; stop within 2 points of the best objective (a point is 1 % of the calorie target); at most 0.5 s per solve. */
export const solverOptions = {
  output_flag: false,
  mip_rel_gap: 0.01,
  mip_abs_gap: 2,
  time_limit: 0.5,
} as const;

/**
 * The week's plan, solved day by day as a MILP with HiGHS (docs/meal-plan.md, "The planner").
 * Recipes are filtered first (diet, allergens, dislikes, time: never relaxed). Each day excludes
 * the recipes of the two days before it, so no recipe repeats within three consecutive days,
 * and its constraints are relaxed only as far as needed, in relaxationOrder; every relaxed day
 * is listed in the result. A slot with no recipe left is an error naming the day and meal type.
 */
export function planWeek(
  recipes: readonly Recipe[],
  input: PlanInput,
  solver: LpSolver,
): PlanResult {
  const byType = recipesByMealType(eligibleRecipes(recipes, input));
  const days: PlannedDay[] = [];
  const uses = new Map<string, number>();
  for (let day = 0; day < (input.days ?? 7); day++) {
    const recent = new Set(
      days.slice(-(repeatWindowDays - 1)).flatMap((d) => d.meals.map((m) => m.recipeId)),
    );
    const candidates = input.slots.map((slot) =>
      (byType.get(slot.mealType) ?? []).filter((r) => !recent.has(r.id)),
    );
    const short = shortMealType(input.slots, candidates);
    if (short) return { ok: false, reason: "not-enough-recipes", day, mealType: short };
    const planned =
      solveDay(day, candidates, input, uses, solver) ??
      greedyFallback(day, candidates, input, uses);
    if (!planned)
      return { ok: false, reason: "not-enough-recipes", day, mealType: input.slots[0]!.mealType };
    for (const meal of planned.meals) uses.set(meal.recipeId, (uses.get(meal.recipeId) ?? 0) + 1);
    days.push(planned);
  }
  return {
    ok: true,
    plan: { targets: input.targets, days },
    relaxations: days
      .filter((d) => d.relaxation !== "none")
      .map((d) => ({ day: d.day, relaxation: d.relaxation })),
  };
}

/**
 * A meal type whose slots cannot all get different recipes today (Hall's condition over every
 * set of meal types: together they need at least as many distinct candidates as slots), or
 * null. When null, the most relaxed model is always feasible.
 */
export function shortMealType(
  slots: readonly MealSlot[],
  candidates: readonly Recipe[][],
): MealType | null {
  const types = [...new Set(slots.map((s) => s.mealType))];
  let worst: { type: MealType; size: number } | null = null;
  for (let mask = 1; mask < 1 << types.length; mask++) {
    const chosen = types.filter((_, i) => mask & (1 << i));
    const ids = new Set<string>();
    let needed = 0;
    slots.forEach((slot, i) => {
      if (!chosen.includes(slot.mealType)) return;
      needed++;
      for (const r of candidates[i]!) ids.add(r.id);
    });
    if (ids.size < needed && (!worst || chosen.length < worst.size))
      worst = { type: chosen[0]!, size: chosen.length };
  }
  return worst?.type ?? null;
}

/** Recipes offered to the solver per slot: the least used this week first, rotated by day. */
export const poolSize = 10;
/** The wider pool tried before relaxing, and first with relaxed macros: three times as many. */
export const widePoolFactor = 3;

/**
 * Each slot's pool: the candidates used least this week, ties broken by a rotation that
 * depends on the day and slot (so days differ), at most `size` of them. A day infeasible with
 * the small pools is tried with the wide ones before any relaxation; relaxed macros are tried
 * with the wide pools, then with every candidate, and the wider calorie band and "closest"
 * offer every candidate ("closest" is always feasible once shortMealType found nothing short).
 */
function pools(
  day: number,
  candidates: Recipe[][],
  uses: ReadonlyMap<string, number>,
  size: number,
): Recipe[][] {
  return candidates.map((list, slot) => {
    const offset = (day * 5 + slot * 3) % Math.max(1, list.length);
    const rotated = [...list.slice(offset), ...list.slice(0, offset)];
    return rotated
      .map((recipe, order) => ({ recipe, order, used: uses.get(recipe.id) ?? 0 }))
      .sort((a, b) => a.used - b.used || a.order - b.order)
      .slice(0, size)
      .map((entry) => entry.recipe);
  });
}

function solveDay(
  day: number,
  candidates: Recipe[][],
  input: PlanInput,
  uses: ReadonlyMap<string, number>,
  solver: LpSolver,
): PlannedDay | null {
  const pooled = pools(day, candidates, uses, poolSize);
  const wide = pools(day, candidates, uses, poolSize * widePoolFactor);
  const attempts: Array<[Relaxation, Recipe[][]]> = [
    ["none", pooled],
    ["none", wide],
    ["macros", wide],
    ["macros", candidates],
    ["calories", candidates],
    ["closest", candidates],
  ];
  for (const [relaxation, offered] of attempts) {
    const choices = solveAt(relaxation, offered, input, uses, solver);
    if (choices) {
      const picked = choices.map((c) => ({
        slot: input.slots[c.slot]!,
        recipe: c.recipe,
        portions: c.portions,
      }));
      return buildDay(day, picked, input.targets, relaxation);
    }
  }
  return null;
}

function solveAt(
  relaxation: Relaxation,
  candidates: Recipe[][],
  input: PlanInput,
  uses: ReadonlyMap<string, number>,
  solver: LpSolver,
) {
  const model = buildDayModel({
    candidates,
    targets: input.targets,
    relaxation,
    earlierUses: uses,
  });
  const result = solver.solve(model.lp, { ...solverOptions });
  if (result.Status !== "Optimal" && result.Status !== "Time limit reached") return null;
  const primal = (name: string) => {
    const column = result.Columns[name];
    return column && "Primal" in column ? column.Primal : 0;
  };
  const chosen = model.columns.filter((c) => primal(c.name) > 0.5);
  if (chosen.length !== candidates.length) return null;
  return chosen.sort((a, b) => a.slot - b.slot);
}

/**
 * When no solve of the day ends with a solution (each is time-limited), the day is filled
 * greedily from the same candidates and marked "closest", so a week is never lost to the clock.
 */
function greedyFallback(
  day: number,
  candidates: Recipe[][],
  input: PlanInput,
  uses: ReadonlyMap<string, number>,
): PlannedDay | null {
  const allowed = new Set(candidates.flat());
  const byType = recipesByMealType([...allowed]);
  const choices = greedyDay(byType, input.slots, input.targets.kcal, new Set(), uses);
  return typeof choices === "number" ? null : buildDay(day, choices, input.targets, "closest");
}
