import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { nextWaterTotal } from "@/features/trackers/domain/water";
import type { Db } from "@/server/db/db-type";
import { waterEntries } from "@/server/db/schema/trackers";

/** Water (docs/trackers.md, "Water"): a day's total is the sum of its entries. */
export async function waterTotal(db: Db, userUuid: string, day: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${waterEntries.deltaMl}), 0)::int` })
    .from(waterEntries)
    .where(and(eq(waterEntries.userUuid, userUuid), eq(waterEntries.day, day)));
  return Number(row?.total ?? 0);
}

/**
 * Adds or takes away water once per entry id: the same id sent again answers the day's total
 * unchanged. The total never goes below zero nor above the daily maximum; the entry keeps the
 * change as applied. Changes of one person are serialised on their users row.
 */
export async function changeWater(
  db: Db,
  userUuid: string,
  change: { day: string; entryId: string; deltaMl: number },
): Promise<{ day: string; totalMl: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where uuid = ${userUuid} for update`);
    const [seen] = await tx
      .select({ day: waterEntries.day })
      .from(waterEntries)
      .where(and(eq(waterEntries.userUuid, userUuid), eq(waterEntries.entryId, change.entryId)));
    if (seen) return { day: seen.day, totalMl: await waterTotal(tx, userUuid, seen.day) };
    const total = await waterTotal(tx, userUuid, change.day);
    const next = nextWaterTotal(total, change.deltaMl);
    await tx.insert(waterEntries).values({ userUuid, entryId: change.entryId, day: change.day, deltaMl: next - total });
    return { day: change.day, totalMl: next };
  });
}
