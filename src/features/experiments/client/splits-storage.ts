import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import { planAssignment, type AssignmentPlan } from "@/features/experiments/domain/plan-assignment";
import {
  mergePositions,
  parseSplitsCookie,
  parseSplitsState,
  positionsFromCookies,
  serializeSplitsCookie,
  serializeSplitsState,
  unionSplits,
  type SplitsState,
} from "@/features/experiments/domain/splits-state";
import { STEP_NAMES } from "@/features/experiments/domain/step-names";
import {
  SPLIT_COOKIE_MAX_AGE_SECONDS,
  SPLITS,
  SPLITS_STATE,
  splitPositionCookieName,
} from "@/features/experiments/domain/storage-keys";
import { documentCookieJar, type CookieJar } from "./cookie-jar";

export type StateStorage = Pick<Storage, "getItem" | "setItem">;

/** SPLITS_STATE from local storage; null when absent, damaged or storage is unavailable. */
export function readStoredSplitsState(storage: StateStorage): SplitsState | null {
  try {
    return parseSplitsState(storage.getItem(SPLITS_STATE));
  } catch {
    return null;
  }
}

export function writeStoredSplitsState(storage: StateStorage, state: SplitsState): void {
  try {
    storage.setItem(SPLITS_STATE, serializeSplitsState(state));
  } catch {
    // Storage full or blocked: the cookies still carry the assignment.
  }
}

/**
 * Brings SPLITS_STATE and the split cookies in line: positions from stored state first, else
 * the cookies; joined names as the union of both (and of the state the server handed over).
 * Writes both sides and returns the merged state. Run after every page load and navigation.
 */
export function syncSplitsState(options: {
  storage: StateStorage;
  cookies?: CookieJar;
  serverState?: SplitsState | null;
}): SplitsState {
  const jar = options.cookies ?? documentCookieJar();
  const stored = readStoredSplitsState(options.storage);
  const cookies = jar.all();
  const positions = mergePositions(
    { ...(options.serverState?.stepsPositions ?? {}), ...(stored?.stepsPositions ?? {}) },
    positionsFromCookies(cookies),
  );
  const splits = unionSplits(
    stored?.splits,
    options.serverState?.splits,
    parseSplitsCookie(cookies[SPLITS]),
  );
  const state: SplitsState = { splits, stepsPositions: positions };
  writeStoredSplitsState(options.storage, state);
  for (const step of STEP_NAMES) {
    const value = positions[step];
    if (value === undefined || value === null) continue;
    const name = splitPositionCookieName(step);
    if (cookies[name] !== String(value)) jar.set(name, String(value), SPLIT_COOKIE_MAX_AGE_SECONDS);
  }
  const splitsValue = serializeSplitsCookie(splits);
  if (splitsValue && parseSplitsCookie(cookies[SPLITS]).join(",") !== splitsValue) {
    jar.set(SPLITS, splitsValue, SPLIT_COOKIE_MAX_AGE_SECONDS);
  }
  return state;
}

/**
 * Assignment for a client-side navigation: the same engine as the server, fed with the
 * stored state and cookies; writes the resulting cookies and SPLITS_STATE.
 */
export function assignOnClient(options: {
  config: ExperimentConfig;
  url: string;
  pathname?: string;
  storage: StateStorage;
  cookies?: CookieJar;
  random?: () => number;
}): AssignmentPlan {
  const jar = options.cookies ?? documentCookieJar();
  const plan = planAssignment(
    options.config,
    {
      url: options.url,
      pathname: options.pathname,
      cookies: jar.all(),
      storedState: readStoredSplitsState(options.storage),
    },
    options.random ?? Math.random,
  );
  for (const cookie of plan.cookies) jar.set(cookie.name, cookie.value, cookie.maxAge);
  writeStoredSplitsState(options.storage, plan.state);
  return plan;
}
