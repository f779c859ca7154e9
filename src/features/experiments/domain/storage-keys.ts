import type { StepName } from "./step-names";

/** Local-storage key of the stored experiment state `{ splits, stepsPositions }`. */
export const SPLITS_STATE = "SPLITS_STATE";

/** Cookie with the joined experiment names, comma-separated, without duplicates. */
export const SPLITS = "SPLITS";

/** Cookie with a step's position: `SPLIT_STEP_ONE_POSITION` for `step_one`, and so on. */
export function splitPositionCookieName(step: StepName): string {
  return `SPLIT_${step.toUpperCase()}_POSITION`;
}

/** Cookie with the visitor's page-level split position (0 to 0.99). */
export const SPLIT_PAGE_POSITION = "SPLIT_PAGE_POSITION";

/** Split cookies (SPLITS, positions) live 365 days. */
export const SPLIT_COOKIE_MAX_AGE_DAYS = 365;
export const SPLIT_COOKIE_MAX_AGE_SECONDS = SPLIT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/** Stored attribution value that switches every split test off when it is 0. */
export const ST_PARAMETER = "st";
