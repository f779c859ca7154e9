import { ALPHA } from "./constants";

/**
 * Always-valid confidence interval for a difference of means (mixture SPRT, normal mixing
 * distribution N(0, τ²)): with V the variance of the observed difference, the interval
 * difference ± sqrt(V (V + τ²) / τ² · (ln((V + τ²) / V) − 2 ln α)) holds at every look with
 * probability ≥ 1 − α, so it may be checked daily. τ is the minimum effect in absolute terms.
 * `null` when V or τ is not positive.
 */
export type Interval = { low: number; high: number };

export function sequentialInterval(
  difference: number,
  variance: number | null,
  tau: number | null,
): Interval | null {
  if (variance === null || tau === null || !(variance > 0) || !(tau > 0)) return null;
  const tau2 = tau * tau;
  const half = Math.sqrt(
    ((variance * (variance + tau2)) / tau2) *
      (Math.log((variance + tau2) / variance) - 2 * Math.log(ALPHA)),
  );
  return { low: difference - half, high: difference + half };
}
