import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { loadConfiguredSplit, loadMinimumEffect } from "@/features/split-results/server/query-split-results";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { splitResultSettings } from "@/server/db/schema/split-results";

const input = z.object({
  splitName: z.string().trim().min(1).max(200),
  /** Relative, in percent: 5 is +5 %. */
  minimumEffectPercent: z.coerce.number().finite().min(0.1).max(1000),
  expectedVersion: z.coerce.number().int().min(0),
});

export type SetMinimumEffectAnswer =
  | { saved: true; version: number; minimumEffect: number }
  | { saved: false; reason: "unknown" | "stale"; version: number; minimumEffect: number };

/**
 * Sets the minimum detectable effect of one split (docs/split-results.md, "Minimum effect").
 * A save made on an older version is refused and changes nothing. Audited.
 */
export const definition: StaffActionDefinition<typeof input, SetMinimumEffectAnswer> = {
  name: "split-results-set-minimum-effect",
  permission: "splits:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ input: { splitName, minimumEffectPercent, expectedVersion }, db, staff, requestId }) => {
    const current = await loadMinimumEffect(db, splitName);
    if (!(await loadConfiguredSplit(db, splitName))) return { saved: false, reason: "unknown", ...current };
    if (current.version !== expectedVersion) return { saved: false, reason: "stale", ...current };
    const minimumEffect = minimumEffectPercent / 100;
    const version = current.version + 1;
    const values = { minimumEffect, version, updatedBy: staff.email, updatedAt: new Date() };
    const written =
      current.version === 0
        ? await db.insert(splitResultSettings).values({ splitName, ...values }).onConflictDoNothing().returning({ version: splitResultSettings.version })
        : await db
            .update(splitResultSettings)
            .set(values)
            .where(and(eq(splitResultSettings.splitName, splitName), eq(splitResultSettings.version, expectedVersion)))
            .returning({ version: splitResultSettings.version });
    if (written.length === 0) return { saved: false, reason: "stale", ...(await loadMinimumEffect(db, splitName)) };
    await recordAudit(db, {
      staff,
      action: "split_results.set_minimum_effect",
      entityType: "split",
      entityId: splitName,
      before: { minimumEffect: current.minimumEffect },
      after: { minimumEffect },
      requestId,
    });
    return { saved: true, version, minimumEffect };
  },
};
