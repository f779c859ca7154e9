import "server-only";
import { z } from "zod";
import type { Exposure } from "@/features/experiments/domain/plan-assignment";
import type { Db } from "@/server/db/db-type";
import { splitExposures } from "@/server/db/schema/experiments";
import { logger } from "@/server/log/logger";

const visitorIdSchema = z.string().trim().min(1).max(100);

/**
 * Stores that a visitor was exposed to experiments: one row per visitor and experiment, the
 * first exposure wins (later ones are ignored by the unique constraint). Returns how many
 * rows were new.
 */
export async function recordExposures(
  db: Db,
  visitorId: string,
  exposures: readonly Exposure[],
  at: Date = new Date(),
): Promise<number> {
  const id = visitorIdSchema.safeParse(visitorId);
  if (!id.success) {
    logger.warn("exposure without a valid visitor id", {
      visitorId: String(visitorId).slice(0, 100),
    });
    return 0;
  }
  if (exposures.length === 0) return 0;
  const inserted = await db
    .insert(splitExposures)
    .values(
      exposures.map((exposure) => ({
        visitorId: id.data,
        splitName: exposure.splitName,
        step: exposure.step,
        groupKey: exposure.groupKey,
        instructions: exposure.instructions,
        createdAt: at,
      })),
    )
    .onConflictDoNothing({ target: [splitExposures.visitorId, splitExposures.splitName] })
    .returning({ id: splitExposures.id });
  return inserted.length;
}

export type ExposureRow = { visitorId: string; exposure: Exposure; at: Date };

/**
 * Stores a batch of exposures of many visitors in one insert (the background writer's);
 * rows without a valid visitor id are skipped, and so is a repeat of a visitor and experiment
 * within the batch (the first wins, as the unique constraint keeps the first across batches).
 */
export async function recordExposureBatch(db: Db, rows: readonly ExposureRow[]): Promise<number> {
  const seen = new Set<string>();
  const values = [];
  for (const row of rows) {
    const id = visitorIdSchema.safeParse(row.visitorId);
    const key = `${row.visitorId}\0${row.exposure.splitName}`;
    if (!id.success || seen.has(key)) continue;
    seen.add(key);
    const { splitName, step, groupKey, instructions } = row.exposure;
    values.push({ visitorId: id.data, splitName, step, groupKey, instructions, createdAt: row.at });
  }
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(splitExposures)
    .values(values)
    .onConflictDoNothing({ target: [splitExposures.visitorId, splitExposures.splitName] })
    .returning({ id: splitExposures.id });
  return inserted.length;
}

/** One exposure; true when it was new. */
export async function recordExposure(
  db: Db,
  visitorId: string,
  exposure: Exposure,
  at?: Date,
): Promise<boolean> {
  return (await recordExposures(db, visitorId, [exposure], at)) === 1;
}
