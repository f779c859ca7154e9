import { logBeta, normalCdf } from "./distributions";
import type { Proportion } from "./compare-proportions";

/**
 * Bayesian chance that the variant beats the control (docs/experiments-stats.md).
 *
 * Conversion: uniform Beta(1, 1) priors, so the posteriors are Beta(1 + conversions,
 * 1 + non-conversions), and P(p_variant > p_control) has an exact closed form, a finite sum
 * over the variant's first parameter (Evan Miller's formula) — deterministic, no sampling.
 * The sum runs over the smaller of the two first parameters (by symmetry).
 */
export function conversionChanceToBeat(control: Proportion, variant: Proportion): number {
  const a = { alpha: 1 + control.successes, beta: 1 + control.trials - control.successes };
  const b = { alpha: 1 + variant.successes, beta: 1 + variant.trials - variant.successes };
  if (b.alpha <= a.alpha) return probabilityGreater(a, b);
  return 1 - probabilityGreater(b, a);
}

type BetaParams = { alpha: number; beta: number };

/** P(X_b > X_a) for X ~ Beta, with b.alpha a positive integer. */
function probabilityGreater(a: BetaParams, b: BetaParams): number {
  const constant = logBeta(a.alpha, a.beta);
  let total = 0;
  for (let i = 0; i < b.alpha; i++) {
    total += Math.exp(
      logBeta(a.alpha + i, a.beta + b.beta) -
        Math.log(b.beta + i) -
        logBeta(1 + i, b.beta) -
        constant,
    );
  }
  return Math.min(1, Math.max(0, total));
}

/**
 * Revenue per visitor: the normal approximation of both means with flat priors, so the
 * difference is Normal(difference, Var(mean_c) + Var(mean_v)); `null` without variance.
 */
export function meanChanceToBeat(
  difference: number,
  varianceOfDifference: number | null,
): number | null {
  if (varianceOfDifference === null || varianceOfDifference <= 0) return null;
  return normalCdf(difference / Math.sqrt(varianceOfDifference));
}
