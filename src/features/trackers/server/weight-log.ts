import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { roundKg, type WeightEntry } from "@/features/trackers/domain/weight";
import type { Db } from "@/server/db/db-type";
import { weightEntries } from "@/server/db/schema/trackers";

/** The most entries a log answer holds (the latest ones). */
export const weightLogLimit = 400;

/** Weight (docs/trackers.md, "Weight"): the log by day, oldest first. */
export async function listWeights(db: Db, userUuid: string): Promise<WeightEntry[]> {
  const rows = await db
    .select({ day: weightEntries.day, weightG: weightEntries.weightG })
    .from(weightEntries)
    .where(eq(weightEntries.userUuid, userUuid))
    .orderBy(asc(weightEntries.day));
  return rows.slice(-weightLogLimit).map((row) => ({ date: row.day, kg: row.weightG / 1000 }));
}

/** Saves the day's weight (kg to one decimal); a second save the same day replaces it. */
export async function saveWeight(db: Db, userUuid: string, entry: { day: string; kg: number }): Promise<void> {
  const weightG = Math.round(roundKg(entry.kg) * 1000);
  await db
    .insert(weightEntries)
    .values({ userUuid, day: entry.day, weightG })
    .onConflictDoUpdate({ target: [weightEntries.userUuid, weightEntries.day], set: { weightG, updatedAt: sql`now()` } });
}
