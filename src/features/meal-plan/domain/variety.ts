import { countedCuisines, maxCuisinesPerDay, type Cuisine } from "./cuisines";
import { repeatWindowDays, type PlanFallback, type PlannedDay } from "./plan";

/**
 * Variety rules (docs/meal-plan.md, "The planner"): no recipe twice within seven days, none of
 * last week's recipes, at most two cuisines a day; the recipes of the weeks before cost more
 * the more recent they are. When the catalogue is too narrow for a day, the rules give way
 * one at a time (last week's recipes, then the cuisine limit, then the seven days, down to
 * three days), and the plan reports it.
 */
export const varietyRules = {
  noRepeatDays: 7,
  fallbackRepeatDays: repeatWindowDays,
  /** Weeks before this one the planner takes into account. */
  recentWeeks: 3,
  /** A week sharing at least this share of its recipes with an earlier one repeats it. */
  repeatedWeekShare: 0.5,
} as const;

/** The variety a day is planned with, strictest first. */
export type VarietyLevel = {
  name: "strict" | "last-week" | "cuisines" | "three-days" | "open";
  excluded: ReadonlySet<string>;
  maxCuisines: number | null;
};

/** Recipe id → how many weeks ago it was last eaten (1: last week), for the three weeks before. */
export function recentWeekAges(
  recentWeeks: ReadonlyArray<readonly string[]> | undefined,
): Map<string, number> {
  const ages = new Map<string, number>();
  (recentWeeks ?? []).slice(0, varietyRules.recentWeeks).forEach((ids, index) => {
    for (const id of ids) if (!ages.has(id)) ages.set(id, index + 1);
  });
  return ages;
}

/**
 * Recipe ids of the other planned days less than `window` days from `day`: before it, or on
 * both sides (a day planned again after the days around it).
 */
function idsWithin(
  days: readonly PlannedDay[],
  day: number,
  window: number,
  sides: "before" | "both",
): Set<string> {
  return new Set(
    days
      .filter(
        (d) => d.day !== day && Math.abs(d.day - day) < window && (sides === "both" || d.day < day),
      )
      .flatMap((d) => d.meals.map((m) => m.recipeId)),
  );
}

/**
 * The levels of variety for a day, strictest first, against the other planned days: every
 * rule; last week's recipes allowed; then the cuisine limit lifted; then recipes again after
 * three days, with the cuisine limit, and last without it.
 */
export function varietyLevels(
  days: readonly PlannedDay[],
  day: number,
  lastWeek: ReadonlySet<string>,
): VarietyLevel[] {
  const week = idsWithin(days, day, varietyRules.noRepeatDays, "both");
  const threeDays = idsWithin(days, day, varietyRules.fallbackRepeatDays, "both");
  return [
    { name: "strict", excluded: new Set([...week, ...lastWeek]), maxCuisines: maxCuisinesPerDay },
    { name: "last-week", excluded: week, maxCuisines: maxCuisinesPerDay },
    { name: "cuisines", excluded: week, maxCuisines: null },
    { name: "three-days", excluded: threeDays, maxCuisines: maxCuisinesPerDay },
    { name: "open", excluded: threeDays, maxCuisines: null },
  ];
}

/** The variety rules a planned day breaks, as the plan reports them. */
export function dayFallbacks(
  days: readonly PlannedDay[],
  planned: PlannedDay,
  lastWeek: ReadonlySet<string>,
  cuisineOf: ReadonlyMap<string, Cuisine | undefined>,
): PlanFallback[] {
  const ids = planned.meals.map((m) => m.recipeId);
  const week = idsWithin(days, planned.day, varietyRules.noRepeatDays, "before");
  const out: PlanFallback[] = [];
  if (ids.some((id) => lastWeek.has(id))) out.push({ rule: "recent-weeks", day: planned.day });
  if (ids.some((id) => week.has(id))) out.push({ rule: "repeats", day: planned.day });
  if (countedCuisines(ids.map((id) => cuisineOf.get(id))).length > maxCuisinesPerDay)
    out.push({ rule: "cuisines", day: planned.day });
  return out;
}

/** The weeks before with which this week shares at least half of its distinct recipes. */
export function repeatedWeeks(
  days: readonly PlannedDay[],
  recentWeeks: ReadonlyArray<readonly string[]> | undefined,
): PlanFallback[] {
  const ids = new Set(days.flatMap((d) => d.meals.map((m) => m.recipeId)));
  if (ids.size === 0) return [];
  return (recentWeeks ?? []).slice(0, varietyRules.recentWeeks).flatMap((week, index) => {
    const shared = new Set(week.filter((id) => ids.has(id))).size;
    return shared >= ids.size * varietyRules.repeatedWeekShare
      ? [{ rule: "repeated-week" as const, weeksAgo: index + 1 }]
      : [];
  });
}
