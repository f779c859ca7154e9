/** Fixed settings of the split statistics (docs/experiments-stats.md). */
export const ALPHA = 0.05;
export const POWER = 0.8;
export const CONFIDENCE = 1 - ALPHA;
/** Pooled revenue per visitor is capped at this quantile before Welch's test. */
export const WINSORIZE_QUANTILE = 0.99;
/** The sample-ratio-mismatch warning fires below this p-value. */
export const SRM_P_THRESHOLD = 0.001;
