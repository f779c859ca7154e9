import { dayCertificate } from "./day-certificate";
import type { DayOption, DayProblem } from "./day-problem";
import { level, macroReach, suffixBounds } from "./day-search-bounds";

/**
 * The exact search of one day (docs/meal-plan.md, "The planner"): depth-first branch and
 * bound over the slots, the one with the fewest options first, each slot's options cheapest
 * first. A branch is cut when the slots still open cannot bring the day's kcal or macros into
 * range, or cannot beat the best day found by `optimalityGap`. Bounds: the sums of each open
 * slot's smallest and largest values; for the macros a Lagrangian bound tying them to the kcal
 * still open (protein per kcal); and a weighting of all the limits (day-certificate.ts) that
 * proves most infeasible days before the search starts. The search counts the options it
 * looks at and stops at `searchBudget`, or `improvementBudget` after the first day found:
 * deterministic limits, so the same problem always gives the same answer, however busy the
 * machine.
 */
export const searchBudget = 20_000_000;
/** Once a day is found, the search looks at most this many more options for a better one. */
export const improvementBudget = 200_000;
/** A branch must promise this many points better than the best day (1 % of the kcal target, or a quarter portion). */
export const optimalityGap = 1;

export type SearchResult = {
  /** One option per slot (in slot order), or null when none was found. */
  picks: DayOption[] | null;
  objective: number;
  /** True when the whole tree was searched: the day is optimal, or proven infeasible. */
  complete: boolean;
  visits: number;
};

const eps = 1e-6;

export function searchDay(problem: DayProblem, budget: number = searchBudget): SearchResult {
  const slotCount = problem.options.length;
  const order = problem.options
    .map((options, slot) => ({ slot, size: options.length }))
    .sort((a, b) => a.size - b.size || a.slot - b.slot)
    .map((s) => s.slot);
  if (order.some((slot) => problem.options[slot]!.length === 0))
    return { picks: null, objective: Infinity, complete: true, visits: 0 };
  const soft = problem.softMacros;
  // Hard limits: a weighting of them that proves most infeasible days at once, and bounds the rest.
  const certificate = soft ? null : dayCertificate(problem);
  if (certificate?.infeasible)
    return { picks: null, objective: Infinity, complete: true, visits: 0 };
  const valueOf = new Map<DayOption, number>();
  certificate?.values.forEach((values, slot) =>
    problem.options[slot]!.forEach((o, i) => valueOf.set(o, values[i]!)),
  );
  const levels = order.map((slot, depth) =>
    level(
      depth === slotCount - 1
        ? [...problem.options[slot]!].sort((a, b) => a.kcal - b.kcal)
        : problem.options[slot]!,
      (o) => valueOf.get(o) ?? 0,
    ),
  );
  const bounds = suffixBounds(levels);
  const need = certificate ? certificate.need - 1e-9 : -Infinity;
  const band = problem.band ?? { lo: -Infinity, hi: Infinity };
  const ranges = problem.ranges;
  const maxCuisines = problem.maxCuisines ?? Infinity;
  const usedRecipe = new Uint8Array(problem.recipeCount);
  const cuisineUses = new Int32Array(problem.cuisineCount);
  let distinctCuisines = 0;
  const chosen = new Int32Array(slotCount);
  let bestPicks: Int32Array | null = null;
  let best = Infinity;
  let visits = 0;
  let limit = budget;
  let aborted = false;
  const last = slotCount - 1;

  /** Lower bound of the objective's kcal and soft-macro parts for the open slots from `depth`. */
  const openPoints = (depth: number, kcal: number, m: readonly number[]): number => {
    const lo = Math.max(kcal + bounds.minKcal[depth]!, band.lo);
    const hi = Math.min(kcal + bounds.maxKcal[depth]!, band.hi);
    let points = 0;
    if (hi < problem.free.lo) points += (problem.free.lo - hi) * problem.pointsPerKcal;
    else if (lo > problem.free.hi) points += (lo - problem.free.hi) * problem.pointsPerKcal;
    if (soft) {
      for (let i = 0; i < 3; i++) {
        const [mMin, mMax] = macroReach(bounds, i, depth, lo - kcal, hi - kcal);
        const range = ranges[i]!;
        if (m[i]! + mMax < range.min) points += (range.min - m[i]! - mMax) * problem.pointsPerTenth;
        if (m[i]! + mMin > range.max) points += (m[i]! + mMin - range.max) * problem.pointsPerTenth;
      }
    }
    return points;
  };

  /** Whether hard macros can still be met by the open slots from `depth`. */
  const macrosReachable = (depth: number, kcal: number, m: readonly number[]): boolean => {
    const lo = Math.max(bounds.minKcal[depth]!, band.lo - kcal);
    const hi = Math.min(bounds.maxKcal[depth]!, band.hi - kcal);
    if (lo > hi + eps) return false;
    for (let i = 0; i < 3; i++) {
      const [mMin, mMax] = macroReach(bounds, i, depth, lo, hi);
      if (m[i]! + mMax < ranges[i]!.min || m[i]! + mMin > ranges[i]!.max) return false;
    }
    return true;
  };

  const leaf = (kcal: number, m: number[], cost: number) => {
    const lvl = levels[last]!;
    const n = lvl.options.length;
    // The last slot's options are sorted by kcal: start at the first that can reach the band.
    let i = 0;
    if (band.lo > -Infinity) {
      const need = band.lo - kcal - eps;
      let hiIndex = n;
      while (i < hiIndex) {
        const mid = (i + hiIndex) >> 1;
        if (lvl.kcal[mid]! < need) i = mid + 1;
        else hiIndex = mid;
      }
    }
    for (; i < n; i++) {
      visits++;
      const k = kcal + lvl.kcal[i]!;
      if (k > band.hi + eps) break;
      if (usedRecipe[lvl.recipe[i]!]) continue;
      const cu = lvl.cuisine[i]!;
      if (cu >= 0 && cuisineUses[cu] === 0 && distinctCuisines + 1 > maxCuisines) continue;
      const p = m[0]! + lvl.macro[0]![i]!;
      const f = m[1]! + lvl.macro[1]![i]!;
      const c = m[2]! + lvl.macro[2]![i]!;
      let objective = cost + lvl.cost[i]!;
      if (objective >= best - eps) continue;
      if (!soft) {
        if (p < ranges[0].min || p > ranges[0].max) continue;
        if (f < ranges[1].min || f > ranges[1].max) continue;
        if (c < ranges[2].min || c > ranges[2].max) continue;
      } else objective += outside(ranges, p, f, c) * problem.pointsPerTenth;
      const out = k < problem.free.lo ? problem.free.lo - k : k - problem.free.hi;
      if (out > 0) objective += out * problem.pointsPerKcal;
      if (objective < best - eps) {
        if (best === Infinity) limit = Math.min(limit, visits + improvementBudget);
        best = objective;
        chosen[last] = i;
        bestPicks = chosen.slice();
      }
    }
  };

  const descend = (depth: number, kcal: number, m: number[], cost: number, value: number): void => {
    if (depth === last) {
      if (value + bounds.maxValue[depth]! >= need) leaf(kcal, m, cost);
      return;
    }
    const lvl = levels[depth]!;
    const next = depth + 1;
    const n = lvl.options.length;
    const nm = [0, 0, 0];
    for (let i = 0; i < n; i++) {
      if (++visits > limit) {
        aborted = true;
        return;
      }
      if (best <= optimalityGap) return;
      const r = lvl.recipe[i]!;
      if (usedRecipe[r]) continue;
      const cu = lvl.cuisine[i]!;
      const newCuisine = cu >= 0 && cuisineUses[cu] === 0;
      if (newCuisine && distinctCuisines + 1 > maxCuisines) continue;
      const k = kcal + lvl.kcal[i]!;
      if (k + bounds.minKcal[next]! > band.hi + eps || k + bounds.maxKcal[next]! < band.lo - eps)
        continue;
      const c = cost + lvl.cost[i]!;
      if (c + bounds.minCost[next]! >= best - optimalityGap) continue;
      const v = value + lvl.value[i]!;
      if (v + bounds.maxValue[next]! < need) continue;
      nm[0] = m[0]! + lvl.macro[0]![i]!;
      nm[1] = m[1]! + lvl.macro[1]![i]!;
      nm[2] = m[2]! + lvl.macro[2]![i]!;
      if (!soft) {
        let boxed = true;
        for (let j = 0; j < 3; j++) {
          if (
            nm[j]! + bounds.maxMacro[j]![next]! < ranges[j]!.min ||
            nm[j]! + bounds.minMacro[j]![next]! > ranges[j]!.max
          ) {
            boxed = false;
            break;
          }
        }
        if (!boxed || !macrosReachable(next, k, nm)) continue;
      }
      if (c + bounds.minCost[next]! + openPoints(next, k, nm) >= best - optimalityGap) continue;
      usedRecipe[r] = 1;
      if (cu >= 0) {
        if (newCuisine) distinctCuisines++;
        cuisineUses[cu]!++;
      }
      chosen[depth] = i;
      descend(next, k, [nm[0]!, nm[1]!, nm[2]!], c, v);
      usedRecipe[r] = 0;
      if (cu >= 0) {
        cuisineUses[cu]!--;
        if (newCuisine) distinctCuisines--;
      }
      if (aborted) return;
    }
  };

  const rootFeasible = soft || macrosReachable(0, 0, [0, 0, 0]);
  if (rootFeasible && bounds.minKcal[0]! <= band.hi + eps && bounds.maxKcal[0]! >= band.lo - eps)
    descend(0, 0, [0, 0, 0], 0, 0);
  const found = bestPicks as Int32Array | null;
  const picks = found
    ? order
        .map((slot, depth) => ({ slot, option: levels[depth]!.options[found[depth]!]! }))
        .sort((a, b) => a.slot - b.slot)
        .map((p) => p.option)
    : null;
  return { picks, objective: best, complete: !aborted, visits };
}

function outside(ranges: DayProblem["ranges"], p: number, f: number, c: number): number {
  let out = 0;
  const values = [p, f, c];
  for (let i = 0; i < 3; i++) {
    const v = values[i]!;
    if (v < ranges[i]!.min) out += ranges[i]!.min - v;
    else if (v > ranges[i]!.max) out += v - ranges[i]!.max;
  }
  return out;
}
