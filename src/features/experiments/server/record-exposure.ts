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

/** One exposure; true when it was new. */
export async function recordExposure(
  db: Db,
  visitorId: string,
  exposure: Exposure,
  at?: Date,
): Promise<boolean> {
  return (await recordExposures(db, visitorId, [exposure], at)) === 1;
}
