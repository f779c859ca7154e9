import "server-only";
import type { Db } from "@/server/db/db-type";
import { lockWatermark, saveWatermark, type WatermarkSource } from "./watermarks";

/**
 * Rows changed a little before the watermark are looked at again on each run: a transaction
 * that committed late with an earlier `updated_at` is still seen. Looking again is harmless,
 * since facts are applied as differences.
 */
export const changedRowsLookbackMs = 10 * 60_000;

/**
 * Where a pass over changed rows stands inside one run: after (updatedAt, id). The time is
 * ISO text with microseconds, as PostgreSQL keeps it (a JavaScript date would round it).
 */
export type Cursor = { at: string; id: string };

/** The SQL expression that gives `updated_at` in the cursor's form. */
export const cursorTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One batch of a pass over rows found by `updated_at`: reads the batch after the cursor (the
 * first batch starts at the watermark less the look-back), lets `apply` write, and moves the
 * watermark, all in one transaction. Answers the next cursor, or null when caught up.
 */
export async function changedRowsBatch<Row extends { id: string; updatedAt: string }>(
  db: Db,
  source: WatermarkSource,
  cursor: Cursor | null,
  read: (tx: Db, after: Cursor) => Promise<Row[]>,
  apply: (tx: Db, rows: Row[]) => Promise<void>,
): Promise<Cursor | null> {
  return db.transaction(async (tx) => {
    const mark = await lockWatermark(tx, source);
    const start = cursor ?? {
      at: new Date((mark.lastAt?.getTime() ?? 0) - (mark.lastAt ? changedRowsLookbackMs : 0)).toISOString(),
      id: "",
    };
    const rows = await read(tx, start);
    if (rows.length === 0) return null;
    await apply(tx, rows);
    const last = rows.at(-1)!;
    const lastSeen = new Date(last.updatedAt);
    // Never ahead of our clock: a row stamped in the future (a business clock moved ahead) must
    // not make the pass skip rows changed meanwhile; it is simply read again until then.
    const now = new Date();
    const furthest = mark.lastAt && mark.lastAt > lastSeen ? mark.lastAt : lastSeen;
    const lastAt = furthest > now ? now : furthest;
    await saveWatermark(tx, source, { lastId: mark.lastId, lastAt });
    return { at: last.updatedAt, id: last.id };
  });
}
