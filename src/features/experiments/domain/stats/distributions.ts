import jStat from "jstat";

/** Distribution functions for the split statistics, all from jstat (docs/experiments-stats.md). */

export function normalCdf(x: number): number {
  return jStat.normal.cdf(x, 0, 1);
}

export function normalQuantile(p: number): number {
  return jStat.normal.inv(p, 0, 1);
}

/** Two-sided p-value of a standard normal statistic; the lower tail keeps small values exact. */
export function normalTwoSidedP(z: number): number {
  return 2 * normalCdf(-Math.abs(z));
}

/**
 * Two-sided p-value of Student's t: I_{ν/(ν+t²)}(ν/2, 1/2) with jstat's regularised incomplete
 * beta. (jstat's own `studentt.cdf` takes the form I(ν/2, ν/2), whose continued fraction stops
 * early for large ν — errors near 1e-6 at the degrees of freedom of a big split.)
 */
export function studentTTwoSidedP(t: number, degreesOfFreedom: number): number {
  return Math.min(
    1,
    jStat.ibeta(degreesOfFreedom / (degreesOfFreedom + t * t), degreesOfFreedom / 2, 0.5),
  );
}

function studentTCdf(t: number, degreesOfFreedom: number): number {
  const tail = studentTTwoSidedP(t, degreesOfFreedom) / 2;
  return t < 0 ? tail : 1 - tail;
}

/**
 * jstat's quantile, moved by two Newton steps onto the cdf above, so that a 95 % interval
 * excludes 0 exactly when the p-value is below 0.05. Both are good to about 1e-7 (relative).
 */
export function studentTQuantile(p: number, degreesOfFreedom: number): number {
  let x = jStat.studentt.inv(p, degreesOfFreedom);
  for (let step = 0; step < 2; step++) {
    x -= (studentTCdf(x, degreesOfFreedom) - p) / jStat.studentt.pdf(x, degreesOfFreedom);
  }
  return x;
}

/** Upper tail of the chi-square distribution. */
export function chiSquareUpperTail(x: number, degreesOfFreedom: number): number {
  return Math.max(0, 1 - jStat.chisquare.cdf(x, degreesOfFreedom));
}

export function logBeta(a: number, b: number): number {
  return jStat.betaln(a, b);
}
