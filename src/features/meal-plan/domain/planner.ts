import { isCuisine, neutralCuisine } from "./cuisines";
import { planDay, type LpSolver, type WeekContext } from "./day-plan";
import { objectiveWeights } from "./day-problem";
import { recipesByMealType, safeRecipes } from "./eligible-recipes";
import type { PlanFallback, PlanInput, PlanResult, PlannedDay } from "./plan";
import type { Recipe } from "./recipe";
import { dayFallbacks, recentWeekAges, repeatedWeeks } from "./variety";
import { repairDay } from "./week-repair";

export { shortMealType } from "./day-candidates";
export { solverOptions, solveWithHighs, type LpSolver } from "./day-plan";

/**
 * The week's plan (docs/meal-plan.md, "The planner"), a pure function of the recipes and the
 * input: the same input always gives the same plan, byte for byte. Recipes are filtered first
 * (diet, allergens, dislikes: never relaxed). Days are planned in order; each day keeps the
 * time caps of its weekday or weekend and the variety rules, and its targets are relaxed only
 * as far as needed, in relaxationOrder. Each day is found by an exact search
 * (domain/day-search.ts) with a deterministic budget; a day the search leaves open goes to
 * HiGHS with a node limit. Relaxed days and the rules the catalogue could not keep are listed
 * in the result. A meal type with too few recipes for a day is an error naming them.
 */
export function planWeek(
  recipes: readonly Recipe[],
  input: PlanInput,
  solver: LpSolver,
): PlanResult {
  const safe = safeRecipes(recipes, input);
  const ages = recentWeekAges(input.recentWeeks);
  const preferred = new Set((input.cuisines ?? []).filter(isCuisine));
  const w = objectiveWeights;
  const ctx: WeekContext = {
    byType: recipesByMealType(safe),
    input,
    lastWeek: new Set(input.recentWeeks?.[0] ?? []),
    solver,
    baseCost: (recipe) => {
      const age = ages.get(recipe.id);
      const cuisine = recipe.cuisine ?? neutralCuisine;
      return (
        (age ? w.recentWeek[age - 1]! : 0) +
        (preferred.size > 0 && cuisine !== neutralCuisine && !preferred.has(cuisine)
          ? w.otherCuisine
          : 0)
      );
    },
  };
  let days: PlannedDay[] = [];
  const raised = new Map<number, PlanFallback[]>();
  for (let day = 0; day < (input.days ?? 7); day++) {
    const outcome = planDay(ctx, day, days);
    if (!outcome || outcome.short)
      return { ok: false, reason: "not-enough-recipes", day, mealType: outcome!.short! };
    days.push(outcome.planned);
    raised.set(day, outcome.raised);
    if (outcome.planned.relaxation === "none") continue;
    const repair = repairDay(ctx, day, days);
    if (!repair) continue;
    days = repair.days;
    for (const [d, list] of repair.raised) raised.set(d, list);
  }
  const cuisineOf = new Map(safe.map((r) => [r.id, r.cuisine]));
  const fallbacks: PlanFallback[] = days.flatMap((planned) => [
    ...(raised.get(planned.day) ?? []),
    ...dayFallbacks(days, planned, ctx.lastWeek, cuisineOf),
  ]);
  fallbacks.push(...repeatedWeeks(days, input.recentWeeks));
  return {
    ok: true,
    plan: { targets: input.targets, days },
    relaxations: days
      .filter((d) => d.relaxation !== "none")
      .map((d) => ({ day: d.day, relaxation: d.relaxation })),
    fallbacks,
  };
}
