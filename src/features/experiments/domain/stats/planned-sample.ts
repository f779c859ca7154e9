import { ALPHA, POWER } from "./constants";
import { normalCdf, normalQuantile } from "./distributions";

/**
 * Planned sample per group for a two-sided test at α = 0.05 with power 0.8, and what the
 * current traffic means for it (docs/experiments-stats.md "Planned sample and days left").
 */
const zAlpha = () => normalQuantile(1 - ALPHA / 2);
const zBeta = () => normalQuantile(POWER);

/** Two proportions: baseline p1, p2 = p1 · (1 + minimumEffect). `null` when p2 is not a rate. */
export function plannedSampleForRate(baseline: number, minimumEffect: number): number | null {
  const p1 = baseline;
  const p2 = baseline * (1 + minimumEffect);
  if (!(p1 > 0) || !(p2 < 1) || p2 === p1) return null;
  const mean = (p1 + p2) / 2;
  const numerator =
    zAlpha() * Math.sqrt(2 * mean * (1 - mean)) +
    zBeta() * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil(numerator ** 2 / (p2 - p1) ** 2);
}

/** Two means with the control's variance σ² in both groups and effect δ = mean · minimumEffect. */
export function plannedSampleForMean(
  mean: number,
  variance: number | null,
  minimumEffect: number,
): number | null {
  const delta = mean * minimumEffect;
  if (variance === null || !(variance > 0) || !(delta > 0)) return null;
  return Math.ceil((2 * (zAlpha() + zBeta()) ** 2 * variance) / delta ** 2);
}

/** Power now: Φ(|δ| / SE − z_{1−α/2}), SE from the current group sizes and variances. */
export function currentPower(effect: number, standardError: number | null): number | null {
  if (standardError === null || !(standardError > 0) || effect === 0) return null;
  return normalCdf(Math.abs(effect) / standardError - zAlpha());
}

/**
 * Whole days until both groups reach the planned sample at their own daily traffic so far
 * (visitors / days running); 0 when reached, `null` when unknown (no plan, no traffic yet).
 */
export function daysLeft(
  planned: number | null,
  groupVisitors: number[],
  daysRunning: number,
): number | null {
  if (planned === null) return null;
  let worst = 0;
  for (const visitors of groupVisitors) {
    if (visitors >= planned) continue;
    if (!(daysRunning > 0) || visitors === 0) return null;
    worst = Math.max(worst, (planned - visitors) / (visitors / daysRunning));
  }
  return Math.ceil(worst);
}
