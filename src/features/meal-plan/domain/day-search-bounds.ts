import type { DayOption } from "./day-problem";

/**
 * The bounds the day search cuts branches with (day-search.ts, docs/meal-plan.md, "The
 * planner"): per depth of the search, the sums over the slots still open of their smallest and
 * largest kcal, macros, cost and certificate value, and the Lagrangian sums that tie each macro
 * to the kcal still open.
 */

/** Shares of the largest macro density that the Lagrangian bounds try. */
const lambdaShares = [0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1.1];

export type Level = {
  options: DayOption[];
  kcal: Int32Array;
  macro: Int32Array[];
  cost: Float64Array;
  recipe: Int32Array;
  cuisine: Int32Array;
  /** The certificate's weighted value of each option (0 without one). */
  value: Float64Array;
};

export function level(options: DayOption[], valueOf: (o: DayOption) => number): Level {
  return {
    value: Float64Array.from(options, valueOf),
    options,
    kcal: Int32Array.from(options, (o) => o.kcal),
    macro: [
      Int32Array.from(options, (o) => o.proteinTenths),
      Int32Array.from(options, (o) => o.fatTenths),
      Int32Array.from(options, (o) => o.carbTenths),
    ],
    cost: Float64Array.from(options, (o) => o.cost),
    recipe: Int32Array.from(options, (o) => o.recipeIndex),
    cuisine: Int32Array.from(options, (o) => o.cuisine),
  };
}

export type Bounds = {
  minKcal: number[];
  maxKcal: number[];
  minCost: number[];
  maxValue: number[];
  minMacro: number[][];
  maxMacro: number[][];
  /** Per macro: the multipliers tried, and per multiplier the suffix sums of max/min (m − λ·kcal). */
  lambdas: number[][];
  lagrangeMax: number[][][];
  lagrangeMin: number[][][];
};

/** Sums over the slots from each depth on of each slot's smallest and largest values. */
export function suffixBounds(levels: readonly Level[]): Bounds {
  const depths = levels.length;
  const zeros = () => new Array<number>(depths + 1).fill(0);
  const b: Bounds = {
    minKcal: zeros(),
    maxKcal: zeros(),
    minCost: zeros(),
    maxValue: zeros(),
    minMacro: [zeros(), zeros(), zeros()],
    maxMacro: [zeros(), zeros(), zeros()],
    lambdas: [[], [], []],
    lagrangeMax: [[], [], []],
    lagrangeMin: [[], [], []],
  };
  for (let m = 0; m < 3; m++) {
    let density = 0;
    for (const lvl of levels)
      for (let i = 0; i < lvl.options.length; i++)
        if (lvl.kcal[i]! > 0) density = Math.max(density, lvl.macro[m]![i]! / lvl.kcal[i]!);
    b.lambdas[m] = lambdaShares.map((share) => share * density);
    b.lagrangeMax[m] = b.lambdas[m]!.map(() => zeros());
    b.lagrangeMin[m] = b.lambdas[m]!.map(() => zeros());
  }
  for (let d = depths - 1; d >= 0; d--) {
    const lvl = levels[d]!;
    let minK = Infinity;
    let maxK = -Infinity;
    let minC = Infinity;
    let maxV = -Infinity;
    for (let i = 0; i < lvl.options.length; i++) {
      minK = Math.min(minK, lvl.kcal[i]!);
      maxK = Math.max(maxK, lvl.kcal[i]!);
      minC = Math.min(minC, lvl.cost[i]!);
      maxV = Math.max(maxV, lvl.value[i]!);
    }
    b.maxValue[d] = b.maxValue[d + 1]! + maxV;
    b.minKcal[d] = b.minKcal[d + 1]! + minK;
    b.maxKcal[d] = b.maxKcal[d + 1]! + maxK;
    b.minCost[d] = b.minCost[d + 1]! + minC;
    for (let m = 0; m < 3; m++) {
      const values = lvl.macro[m]!;
      const minMacro = b.minMacro[m]!;
      const maxMacro = b.maxMacro[m]!;
      let lo = Infinity;
      let hi = -Infinity;
      for (let i = 0; i < values.length; i++) {
        lo = Math.min(lo, values[i]!);
        hi = Math.max(hi, values[i]!);
      }
      minMacro[d] = minMacro[d + 1]! + lo;
      maxMacro[d] = maxMacro[d + 1]! + hi;
      b.lambdas[m]!.forEach((lambda, l) => {
        let gMax = -Infinity;
        let gMin = Infinity;
        for (let i = 0; i < values.length; i++) {
          const g = values[i]! - lambda * lvl.kcal[i]!;
          if (g > gMax) gMax = g;
          if (g < gMin) gMin = g;
        }
        const sumMax = b.lagrangeMax[m]![l]!;
        const sumMin = b.lagrangeMin[m]![l]!;
        sumMax[d] = sumMax[d + 1]! + gMax;
        sumMin[d] = sumMin[d + 1]! + gMin;
      });
    }
  }
  return b;
}

/**
 * The least and most of macro `m` the open slots from `depth` can add when they add between
 * `kcalLo` and `kcalHi` kcal: the plain sums of extremes, tightened by
 * Σ max(m − λ·kcal) + λ·kcalHi (and its mirror) for each multiplier λ ≥ 0.
 */
export function macroReach(
  b: Bounds,
  m: number,
  depth: number,
  kcalLo: number,
  kcalHi: number,
): [number, number] {
  let most = b.maxMacro[m]![depth]!;
  let least = b.minMacro[m]![depth]!;
  const lambdas = b.lambdas[m]!;
  for (let l = 0; l < lambdas.length; l++) {
    const lambda = lambdas[l]!;
    if (kcalHi < Infinity) most = Math.min(most, b.lagrangeMax[m]![l]![depth]! + lambda * kcalHi);
    if (kcalLo > -Infinity)
      least = Math.max(least, b.lagrangeMin[m]![l]![depth]! + lambda * kcalLo);
  }
  return [least, most];
}
