import { numericPosition } from "./positions";
import { STEP_NAMES, type StepName } from "./step-names";
import { splitPositionCookieName } from "./storage-keys";

export type StepPositions = Partial<Record<StepName, number | string | null>>;

/** The stored experiment state (local storage key SPLITS_STATE). */
export type SplitsState = { splits: string[]; stepsPositions: StepPositions };

const namePattern = /^[A-Za-z0-9_.-]{1,100}$/;

/** Union of name lists, first-seen order, no duplicates, only well-formed names. */
export function unionSplits(...lists: ReadonlyArray<readonly unknown[] | undefined>): string[] {
  const out: string[] = [];
  for (const list of lists) {
    for (const name of list ?? []) {
      if (typeof name === "string" && namePattern.test(name) && !out.includes(name)) out.push(name);
    }
  }
  return out;
}

/** Reads the SPLITS cookie: comma-separated names (a JSON list is accepted too). */
export function parseSplitsCookie(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // keep the raw value
  }
  if (text.trim().startsWith("[")) {
    try {
      const parsed = JSON.parse(text) as unknown;
      return Array.isArray(parsed) ? unionSplits(parsed) : [];
    } catch {
      return [];
    }
  }
  return unionSplits(text.split(",").map((name) => name.trim()));
}

export function serializeSplitsCookie(names: readonly string[]): string {
  return unionSplits(names).join(",");
}

/** Reads SPLITS_STATE from local storage text; null when absent or unreadable. */
export function parseSplitsState(raw: string | null | undefined): SplitsState | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const splits = Array.isArray(record.splits) ? unionSplits(record.splits) : [];
  const stepsPositions: StepPositions = {};
  const stored = record.stepsPositions;
  if (stored && typeof stored === "object" && !Array.isArray(stored)) {
    for (const step of STEP_NAMES) {
      if (!Object.hasOwn(stored, step)) continue;
      const value = (stored as Record<string, unknown>)[step];
      if (typeof value === "number" || typeof value === "string" || value === null)
        stepsPositions[step] = value;
    }
  }
  return { splits, stepsPositions };
}

export function serializeSplitsState(state: SplitsState): string {
  return JSON.stringify({
    splits: unionSplits(state.splits),
    stepsPositions: state.stepsPositions,
  });
}

/**
 * Positions from the SPLIT_{STEP}_POSITION cookies: numeric text as a number, anything else
 * kept as text (it counts as 1); absent steps are left out.
 */
export function positionsFromCookies(
  cookies: Readonly<Record<string, string | undefined>>,
): StepPositions {
  const positions: StepPositions = {};
  for (const step of STEP_NAMES) {
    const name = splitPositionCookieName(step);
    const value = Object.hasOwn(cookies, name) ? cookies[name] : undefined;
    if (value === undefined) continue;
    positions[step] = numericPosition(value) ?? value;
  }
  return positions;
}

/** Stored state first, else the cookie: the spec's order for reading a step position. */
export function mergePositions(
  fromState: StepPositions | undefined,
  fromCookies: StepPositions,
): StepPositions {
  const merged: StepPositions = {};
  for (const step of STEP_NAMES) {
    const stored = fromState && Object.hasOwn(fromState, step) ? fromState[step] : undefined;
    const value = stored !== undefined ? stored : fromCookies[step];
    if (value !== undefined) merged[step] = value;
  }
  return merged;
}
