import { CONFIDENCE } from "./constants";
import { normalQuantile, studentTQuantile, studentTTwoSidedP } from "./distributions";
import { relativeLift } from "./relative-lift";
import type { Moments } from "./winsorize-revenue";

/**
 * Welch's t-test of two means (unequal variances, Welch–Satterthwaite degrees of freedom), the
 * t interval of the difference, and the delta-method normal interval of the relative lift.
 */
export type MeanComparison = {
  control: number;
  variant: number;
  difference: number;
  differenceLow: number | null;
  differenceHigh: number | null;
  relativeLift: number | null;
  relativeLow: number | null;
  relativeHigh: number | null;
  t: number | null;
  degreesOfFreedom: number | null;
  pValue: number | null;
};

/** Variance of a group's mean, or null when it cannot be estimated (fewer than 2 visitors). */
export function meanVariance(m: Moments): number | null {
  return m.variance === null ? null : m.variance / m.n;
}

export function compareMeans(control: Moments, variant: Moments): MeanComparison {
  const difference = variant.mean - control.mean;
  const vc = meanVariance(control);
  const vv = meanVariance(variant);
  const base: MeanComparison = {
    control: control.mean,
    variant: variant.mean,
    difference,
    differenceLow: null,
    differenceHigh: null,
    relativeLift: null,
    relativeLow: null,
    relativeHigh: null,
    t: null,
    degreesOfFreedom: null,
    pValue: null,
  };
  if (vc === null || vv === null || vc + vv === 0) return base;

  const se = Math.sqrt(vc + vv);
  const df = (vc + vv) ** 2 / (vc ** 2 / (control.n - 1) + vv ** 2 / (variant.n - 1));
  const t = difference / se;
  const half = studentTQuantile(1 - (1 - CONFIDENCE) / 2, df) * se;
  const relative = relativeLift(
    { estimate: control.mean, variance: vc },
    { estimate: variant.mean, variance: vv },
    normalQuantile(1 - (1 - CONFIDENCE) / 2),
  );
  return {
    ...base,
    differenceLow: difference - half,
    differenceHigh: difference + half,
    relativeLift: relative?.lift ?? null,
    relativeLow: relative?.low ?? null,
    relativeHigh: relative?.high ?? null,
    t,
    degreesOfFreedom: df,
    pValue: studentTTwoSidedP(t, df),
  };
}
