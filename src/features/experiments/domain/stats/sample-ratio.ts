import { SRM_P_THRESHOLD } from "./constants";
import { chiSquareUpperTail } from "./distributions";

/**
 * Sample-ratio mismatch: chi-square goodness of fit of the observed visitors per group against
 * the configured percents (proportional shares). Groups configured at 0 % are left out of the
 * test (a visitor there counts as a mismatch on its own). Warning below p = 0.001.
 */
export type SampleRatio = {
  chiSquare: number | null;
  degreesOfFreedom: number;
  pValue: number | null;
  warning: boolean;
  expectedShares: number[];
};

export function sampleRatio(groups: { visitors: number; percent: number }[]): SampleRatio {
  const percentTotal = groups.reduce((sum, g) => sum + g.percent, 0);
  const expectedShares = groups.map((g) => g.percent / percentTotal);
  const active = groups.filter((g) => g.percent > 0);
  const strayVisitors = groups.some((g) => g.percent === 0 && g.visitors > 0);
  const total = active.reduce((sum, g) => sum + g.visitors, 0);
  const degreesOfFreedom = active.length - 1;
  if (total === 0 || degreesOfFreedom < 1) {
    return {
      chiSquare: null,
      degreesOfFreedom,
      pValue: null,
      warning: strayVisitors,
      expectedShares,
    };
  }
  let chiSquare = 0;
  for (const g of active) {
    const expected = (total * g.percent) / percentTotal;
    chiSquare += (g.visitors - expected) ** 2 / expected;
  }
  const pValue = chiSquareUpperTail(chiSquare, degreesOfFreedom);
  return {
    chiSquare,
    degreesOfFreedom,
    pValue,
    warning: strayVisitors || pValue < SRM_P_THRESHOLD,
    expectedShares,
  };
}
