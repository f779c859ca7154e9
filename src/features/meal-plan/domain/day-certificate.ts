import type { DayOption, DayProblem } from "./day-problem";

/**
 * A weighting of a day's hard limits (kcal band, macro minimums and maximums) that the exact
 * search uses as a bound (docs/meal-plan.md, "The planner"). For weights u ≥ 0, every day keeping
 * the limits has Σ_slots u·a(option) ≥ u·b; when even the best option of every slot misses it
 * (φ(u) < 0 below), no day can keep them: the day is infeasible, whatever the search would try.
 * The weights are found by a fixed number of projected subgradient steps minimising φ (the
 * LP relaxation's Farkas certificate): deterministic, no clock.
 */
export type Certificate = {
  /** True when φ(u) < 0 for the weights found: the problem has no solution. */
  infeasible: boolean;
  /** Each option's weighted value u·a, per slot in the problem's option order. */
  values: Float64Array[];
  /** u·b: a day needs its options' values to add up to at least this. */
  need: number;
};

export const certificateSteps = 60;

/** The rows of the limits, each scaled to about 1: [value of an option, bound] pairs. */
function rows(problem: DayProblem): Array<{ of: (o: DayOption) => number; bound: number }> {
  const out: Array<{ of: (o: DayOption) => number; bound: number }> = [];
  const macros: Array<(o: DayOption) => number> = [
    (o) => o.proteinTenths,
    (o) => o.fatTenths,
    (o) => o.carbTenths,
  ];
  problem.ranges.forEach((range, i) => {
    const scale = Math.max(1, range.max);
    const value = macros[i]!;
    out.push({ of: (o) => value(o) / scale, bound: range.min / scale });
    out.push({ of: (o) => -value(o) / scale, bound: -range.max / scale });
  });
  if (problem.band) {
    const scale = problem.targetKcal;
    const band = problem.band;
    out.push({ of: (o) => o.kcal / scale, bound: band.lo / scale });
    out.push({ of: (o) => -o.kcal / scale, bound: -band.hi / scale });
  }
  return out;
}

export function dayCertificate(problem: DayProblem): Certificate {
  const limits = rows(problem);
  const m = limits.length;
  const a = problem.options.map((options) =>
    options.map((o) => Float64Array.from(limits, (row) => row.of(o))),
  );
  const b = Float64Array.from(limits, (row) => row.bound);
  let u: Float64Array = new Float64Array(m).fill(1 / m);
  let bestU = u;
  let bestPhi = Infinity;
  const gradient = new Float64Array(m);
  for (let step = 0; step < certificateSteps; step++) {
    gradient.fill(0);
    let phi = 0;
    for (let j = 0; j < m; j++) {
      phi -= u[j]! * b[j]!;
      gradient[j] = -b[j]!;
    }
    for (const slot of a) {
      let top = -Infinity;
      let arg = 0;
      for (let o = 0; o < slot.length; o++) {
        const row = slot[o]!;
        let v = 0;
        for (let j = 0; j < m; j++) v += u[j]! * row[j]!;
        if (v > top) {
          top = v;
          arg = o;
        }
      }
      phi += top;
      const row = slot[arg]!;
      for (let j = 0; j < m; j++) gradient[j]! += row[j]!;
    }
    if (phi < bestPhi) {
      bestPhi = phi;
      bestU = u;
    }
    if (phi < -1e-9) break;
    const rate = 0.5 / Math.sqrt(step + 1);
    u = projectToSimplex(u.map((value, j) => value - rate * gradient[j]!));
  }
  const values = a.map((slot) =>
    Float64Array.from(slot, (row) => row.reduce((sum, value, j) => sum + bestU[j]! * value, 0)),
  );
  const need = bestU.reduce((sum, value, j) => sum + value * b[j]!, 0);
  return { infeasible: bestPhi < -1e-9, values, need };
}

/** The nearest point of {u ≥ 0, Σu = 1} (sort-based projection). */
function projectToSimplex(v: Float64Array): Float64Array {
  const sorted = [...v].sort((x, y) => y - x);
  let sum = 0;
  let theta = 0;
  for (let i = 0; i < sorted.length; i++) {
    sum += sorted[i]!;
    const t = (sum - 1) / (i + 1);
    if (sorted[i]! - t > 0) theta = t;
  }
  return v.map((value) => Math.max(0, value - theta));
}
