import { CONFIDENCE } from "./constants";
import { normalQuantile, normalTwoSidedP } from "./distributions";
import { relativeLift } from "./relative-lift";

/**
 * Two-proportion comparison of a variant with the control: the z-test uses the pooled rate,
 * the interval of the difference the unpooled standard error (docs/experiments-stats.md).
 */
export type ProportionComparison = {
  control: number;
  variant: number;
  difference: number;
  differenceLow: number | null;
  differenceHigh: number | null;
  relativeLift: number | null;
  relativeLow: number | null;
  relativeHigh: number | null;
  z: number | null;
  pValue: number | null;
};

export type Proportion = { successes: number; trials: number };

export function rateOf({ successes, trials }: Proportion): number {
  return trials === 0 ? 0 : successes / trials;
}

/** Variance of an observed rate; 0 when there are no trials. */
export function rateVariance(p: Proportion): number {
  if (p.trials === 0) return 0;
  const rate = rateOf(p);
  return (rate * (1 - rate)) / p.trials;
}

export function compareProportions(control: Proportion, variant: Proportion): ProportionComparison {
  const pc = rateOf(control);
  const pv = rateOf(variant);
  const z975 = normalQuantile(1 - (1 - CONFIDENCE) / 2);
  const bothObserved = control.trials > 0 && variant.trials > 0;

  const se = Math.sqrt(rateVariance(control) + rateVariance(variant));
  const pooled = (control.successes + variant.successes) / (control.trials + variant.trials || 1);
  const pooledSe = bothObserved
    ? Math.sqrt(pooled * (1 - pooled) * (1 / control.trials + 1 / variant.trials))
    : 0;
  const z = pooledSe > 0 ? (pv - pc) / pooledSe : null;
  const relative = bothObserved
    ? relativeLift(
        { estimate: pc, variance: rateVariance(control) },
        { estimate: pv, variance: rateVariance(variant) },
        z975,
      )
    : null;

  return {
    control: pc,
    variant: pv,
    difference: pv - pc,
    differenceLow: bothObserved ? pv - pc - z975 * se : null,
    differenceHigh: bothObserved ? pv - pc + z975 * se : null,
    relativeLift: relative?.lift ?? null,
    relativeLow: relative?.low ?? null,
    relativeHigh: relative?.high ?? null,
    z,
    pValue: z === null ? null : normalTwoSidedP(z),
  };
}
