import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { fasts } from "@/server/db/schema/trackers";

/** Fasts (docs/trackers.md, "Fasting timer"): instants in UTC, at most one open at a time. */
export type OpenFast = { startedAt: string; plannedHours: number | null };

export async function openFast(db: Db, userUuid: string): Promise<OpenFast | null> {
  const [row] = await db
    .select({ startedAt: fasts.startedAt, plannedHours: fasts.plannedHours })
    .from(fasts)
    .where(and(eq(fasts.userUuid, userUuid), isNull(fasts.endedAt)));
  return row ? { startedAt: row.startedAt.toISOString(), plannedHours: row.plannedHours } : null;
}

/** Starts a fast now; when one is already open it stays as it is (a second tap changes nothing). */
export async function startFast(db: Db, userUuid: string, now: Date, plannedHours?: number): Promise<OpenFast> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where uuid = ${userUuid} for update`);
    const open = await openFast(tx, userUuid);
    if (open) return open;
    await tx.insert(fasts).values({ userUuid, startedAt: now, plannedHours: plannedHours ?? null });
    return { startedAt: now.toISOString(), plannedHours: plannedHours ?? null };
  });
}

/** Ends the open fast now; without one nothing changes. */
export async function endFast(db: Db, userUuid: string, now: Date): Promise<void> {
  await db
    .update(fasts)
    .set({ endedAt: sql`greatest(${now.toISOString()}::timestamptz, ${fasts.startedAt})` })
    .where(and(eq(fasts.userUuid, userUuid), isNull(fasts.endedAt)));
}

/** The latest finished fasts, newest first. */
export async function recentFasts(db: Db, userUuid: string, limit = 10) {
  const rows = await db
    .select({ startedAt: fasts.startedAt, endedAt: fasts.endedAt, plannedHours: fasts.plannedHours })
    .from(fasts)
    .where(and(eq(fasts.userUuid, userUuid), sql`${fasts.endedAt} is not null`))
    .orderBy(desc(fasts.startedAt))
    .limit(limit);
  return rows.map((r) => ({ startedAt: r.startedAt.toISOString(), endedAt: r.endedAt!.toISOString(), plannedHours: r.plannedHours }));
}
