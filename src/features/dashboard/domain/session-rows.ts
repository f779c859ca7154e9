import type { DailyRow } from "./counters";
import { slicesOf, type Dimensions } from "./slices";

/** What the dashboard reads of one quiz session. */
export type SessionFact = {
  /** The UTC day the quiz was completed, or null. */
  completedDay: string | null;
  /** The UTC day the session's e-mail made a user, or null. */
  capturedDay: string | null;
  dimensions: Dimensions;
  groups: Record<string, string>;
};

/** A completed quiz counts one completion on its day; an e-mail captured, one capture on its day. */
export function sessionRows(session: SessionFact): DailyRow[] {
  const rows: DailyRow[] = [];
  for (const [day, counters] of [
    [session.completedDay, { completions: 1 }],
    [session.capturedDay, { captures: 1 }],
  ] as const) {
    if (!day) continue;
    for (const key of slicesOf(day, session.dimensions, session.groups))
      rows.push({ key, currency: "", counters: { ...counters } });
  }
  return rows;
}
