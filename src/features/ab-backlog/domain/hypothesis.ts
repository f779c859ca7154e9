/** The statuses and outcomes (the table's check constraints say the same; docs/ab-backlog.md). */
export const HYPOTHESIS_STATUSES = ["idea", "ready", "running", "concluded"] as const;
export type HypothesisStatus = (typeof HYPOTHESIS_STATUSES)[number];
export const HYPOTHESIS_OUTCOMES = ["won", "lost", "inconclusive"] as const;
export type HypothesisOutcome = (typeof HYPOTHESIS_OUTCOMES)[number];

/**
 * The ICE score: impact × confidence × ease, each 1–10, so 1–1000. The product (not the mean)
 * so one weak factor pulls a hypothesis down hard: a sure, easy change with no impact is not
 * worth a test slot.
 */
export function iceScore(impact: number, confidence: number, ease: number): number {
  return impact * confidence * ease;
}

/** The list's sort by score: `asc` or `desc`; anything else (or nothing) is `desc`. */
export type HypothesisSort = "asc" | "desc";
export function parseHypothesisSort(value: unknown): HypothesisSort {
  const first = Array.isArray(value) ? value[0] : value;
  return first === "asc" ? "asc" : "desc";
}

/** A status filter from the address, or null for all. */
export function parseStatusFilter(value: unknown): HypothesisStatus | null {
  const first = Array.isArray(value) ? value[0] : value;
  return (HYPOTHESIS_STATUSES as readonly unknown[]).includes(first) ? (first as HypothesisStatus) : null;
}

/**
 * Where a hypothesis may go from its status: forward (idea → ready → running → concluded, a
 * step may be skipped) or back to idea. Concluding needs an outcome and a learning.
 */
export function allowedMoves(from: HypothesisStatus): HypothesisStatus[] {
  const at = HYPOTHESIS_STATUSES.indexOf(from);
  const forward = HYPOTHESIS_STATUSES.slice(at + 1);
  return from === "idea" ? [...forward] : [...forward, "idea"];
}

export type MoveRequest = { to: HypothesisStatus; outcome?: HypothesisOutcome | null; learning?: string | null };
export type MoveResult =
  | { ok: true; status: HypothesisStatus; outcome: HypothesisOutcome | null; learning: string | null }
  | { ok: false; message: string };

/** Checks a status change; the result holds the outcome and learning to store (cleared unless concluded). */
export function planMove(from: HypothesisStatus, request: MoveRequest): MoveResult {
  if (!allowedMoves(from).includes(request.to)) {
    return { ok: false, message: `A hypothesis cannot go from ${from} to ${request.to}: only forward, or back to idea.` };
  }
  if (request.to !== "concluded") return { ok: true, status: request.to, outcome: null, learning: null };
  const learning = request.learning?.trim() ?? "";
  if (!request.outcome) return { ok: false, message: "Concluding needs an outcome: won, lost or inconclusive." };
  if (!learning) return { ok: false, message: "Concluding needs a short learning: what did the test teach us?" };
  return { ok: true, status: "concluded", outcome: request.outcome, learning };
}
