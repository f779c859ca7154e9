import { conversionChanceToBeat, meanChanceToBeat } from "./chance-to-beat";
import { compareMeans, meanVariance, type MeanComparison } from "./compare-means";
import {
  compareProportions,
  rateVariance,
  type Proportion,
  type ProportionComparison,
} from "./compare-proportions";
import {
  currentPower,
  daysLeft,
  plannedSampleForMean,
  plannedSampleForRate,
} from "./planned-sample";
import { sequentialInterval, type Interval } from "./sequential-interval";
import { decideVerdict, type Verdict } from "./verdict";
import type { Moments } from "./winsorize-revenue";

/** What every primary metric (conversion, revenue per visitor) carries besides its test. */
export type MetricDecision = {
  chanceToBeatControl: number | null;
  sequential: Interval | null;
  plannedVisitorsPerGroup: number | null;
  daysLeft: number | null;
  power: number | null;
  verdict: Verdict;
};

export type Settings = { minimumEffect: number; daysRunning: number; sampleRatioMismatch: boolean };

export function conversionResult(
  control: Proportion,
  variant: Proportion,
  baseline: number,
  settings: Settings,
): ProportionComparison & MetricDecision {
  const test = compareProportions(control, variant);
  const planned = plannedSampleForRate(baseline, settings.minimumEffect);
  const effect = baseline * settings.minimumEffect;
  const target = baseline + effect;
  const powerSe =
    control.trials > 0 && variant.trials > 0
      ? Math.sqrt(
          (baseline * (1 - baseline)) / control.trials + (target * (1 - target)) / variant.trials,
        )
      : null;
  const bothObserved = control.trials > 0 && variant.trials > 0;
  const sequential = sequentialInterval(
    test.difference,
    bothObserved ? rateVariance(control) + rateVariance(variant) : null,
    effect,
  );
  const visitors = [control.trials, variant.trials];
  return {
    ...test,
    chanceToBeatControl: conversionChanceToBeat(control, variant),
    sequential,
    plannedVisitorsPerGroup: planned,
    daysLeft: daysLeft(planned, visitors, settings.daysRunning),
    power: currentPower(effect, powerSe),
    verdict: decideVerdict({
      sampleRatioMismatch: settings.sampleRatioMismatch,
      sequential,
      fixed: { low: test.differenceLow, high: test.differenceHigh },
      planned,
      visitors,
    }),
  };
}

export function revenueResult(
  control: Moments,
  variant: Moments,
  settings: Settings,
): MeanComparison & MetricDecision {
  const test = compareMeans(control, variant);
  const vc = meanVariance(control);
  const vv = meanVariance(variant);
  const varianceOfDifference = vc === null || vv === null ? null : vc + vv;
  const planned = plannedSampleForMean(control.mean, control.variance, settings.minimumEffect);
  const effect = control.mean * settings.minimumEffect;
  const sigma2 = control.variance;
  const powerSe =
    sigma2 !== null && control.n > 0 && variant.n > 0
      ? Math.sqrt(sigma2 / control.n + sigma2 / variant.n)
      : null;
  const sequential = sequentialInterval(
    test.difference,
    varianceOfDifference,
    effect > 0 ? effect : null,
  );
  const visitors = [control.n, variant.n];
  return {
    ...test,
    chanceToBeatControl: meanChanceToBeat(test.difference, varianceOfDifference),
    sequential,
    plannedVisitorsPerGroup: planned,
    daysLeft: daysLeft(planned, visitors, settings.daysRunning),
    power: currentPower(effect, powerSe),
    verdict: decideVerdict({
      sampleRatioMismatch: settings.sampleRatioMismatch,
      sequential,
      fixed: { low: test.differenceLow, high: test.differenceHigh },
      planned,
      visitors,
    }),
  };
}
