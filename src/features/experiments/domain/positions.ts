const numericText = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/** The position used for assignment: a missing or non-numeric position counts as 1 (no test). */
export function positionValue(raw: unknown): number {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : 1;
  if (typeof raw === "string" && numericText.test(raw)) return Number(raw);
  return 1;
}

/** Numeric position text as a number; undefined for anything else. */
export function numericPosition(text: string): number | undefined {
  return numericText.test(text) ? Number(text) : undefined;
}

/** A fresh step position in [0, 1), six decimals (short enough for a cookie). */
export function newStepPosition(random: () => number): number {
  return Math.floor(unit(random()) * 1e6) / 1e6;
}

/** A fresh page-split position: 0, 0.01, …, 0.99. */
export function newPagePosition(random: () => number): number {
  return Math.floor(unit(random()) * 100) / 100;
}

function unit(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return value >= 1 ? 1 - Number.EPSILON : value;
}
