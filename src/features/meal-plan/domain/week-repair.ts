import { maxCuisinesPerDay } from "./cuisines";
import { dayTimeCaps, slotCandidates } from "./day-candidates";
import { planDay, solveProblem, toDay, type WeekContext } from "./day-plan";
import { buildDayProblem, objectiveWeights } from "./day-problem";
import type { PlanFallback, PlannedDay } from "./plan";
import type { Recipe } from "./recipe";
import { isWeekend } from "./time-caps";
import { varietyRules } from "./variety";

/** Points a recipe of a day within three days costs in the repair's search (conflicts last). */
export const conflictPoints = 40;

export type Repair = {
  /** The week's days with the repaired ones replaced, the repaired day last. */
  days: PlannedDay[];
  /** Time caps raised, by day, for the days planned again. */
  raised: Map<number, PlanFallback[]>;
};

/**
 * A day that kept its targets only by taking recipes of the days just before it
 * (docs/meal-plan.md, "The planner"): the day is found without the three-day exclusions
 * (recipes of those days cost `conflictPoints` each, so it takes as few as it can; two
 * cuisines at most when it can), and each
 * earlier day it now shares a recipe with is planned again around it, keeping every target.
 * Null when the day has no solution keeping its targets even so, or a neighbour cannot be
 * planned again: the week stays as it was and the day is relaxed.
 */
export function repairDay(
  ctx: WeekContext,
  day: number,
  days: readonly PlannedDay[],
): Repair | null {
  const window = varietyRules.fallbackRepeatDays;
  const near = days.filter((d) => d.day !== day && Math.abs(d.day - day) < window);
  if (near.length === 0) return null;
  const nearIds = new Set(near.flatMap((d) => d.meals.map((m) => m.recipeId)));
  const time = dayTimeCaps({
    byType: ctx.byType,
    slots: ctx.input.slots,
    day,
    weekend: isWeekend(ctx.input.weekStart, day),
    maxMinutes: ctx.input.maxMinutes,
    excluded: new Set(),
  });
  if (time.short) return null;
  const uses = new Map<string, number>();
  for (const other of days)
    for (const meal of other.meals) uses.set(meal.recipeId, (uses.get(meal.recipeId) ?? 0) + 1);
  const candidates = slotCandidates(ctx.byType, ctx.input.slots, time.caps, new Set());
  const recipeCost = (recipe: Recipe) =>
    ctx.baseCost(recipe) +
    (uses.get(recipe.id) ?? 0) * objectiveWeights.earlierUse +
    (nearIds.has(recipe.id) ? conflictPoints : 0);
  // Two cuisines at most if the day can keep its targets so, else any.
  const solve = (maxCuisines: number | null) =>
    solveProblem(
      buildDayProblem({
        candidates,
        targets: ctx.input.targets,
        relaxation: "none",
        recipeCost,
        maxCuisines,
      }),
      ctx.solver,
    );
  const picks = solve(maxCuisinesPerDay) ?? solve(null);
  if (!picks) return null;
  const repaired = toDay(ctx, day, picks, "none");
  const ids = new Set(repaired.meals.map((m) => m.recipeId));
  let week = [...days.filter((d) => d.day !== day), repaired];
  const raised = new Map<number, PlanFallback[]>([[day, time.raised]]);
  for (const neighbour of near.filter((d) => d.meals.some((m) => ids.has(m.recipeId)))) {
    const outcome = planDay(
      ctx,
      neighbour.day,
      week.filter((d) => d.day !== neighbour.day),
      true,
    );
    if (!outcome || outcome.short) return null;
    week = week.map((d) => (d.day === neighbour.day ? outcome.planned : d));
    raised.set(neighbour.day, outcome.raised);
  }
  return { days: week.sort((a, b) => a.day - b.day), raised };
}
