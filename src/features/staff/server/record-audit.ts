import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { jsonDiff, type JsonChange } from "@/features/staff/domain/json-diff";
import type { Db } from "@/server/db/db-type";
import { auditLog } from "@/server/db/schema/staff";

export type AuditEntry = {
  staff: { id: string | null; email: string };
  /** What was done, e.g. `funnel.publish`, `staff.create`. */
  action: string;
  entityType: string;
  entityId: string;
  /** The entity before and after; the log keeps their JSON diff. */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  requestId?: string | null;
  at?: Date;
};

/** Writes one audit row: who, when, what, the JSON diff (docs/staff.md, "Audit"). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<{ id: string; diff: JsonChange[] }> {
  const diff = jsonDiff(entry.before ?? null, entry.after ?? null);
  const [row] = await db
    .insert(auditLog)
    .values({
      at: entry.at ?? new Date(),
      staffId: entry.staff.id,
      staffEmail: entry.staff.email,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      diff,
      reason: entry.reason ?? null,
      requestId: entry.requestId ?? null,
    })
    .returning({ id: auditLog.id });
  return { id: row!.id, diff };
}

/** The audit rows of one entity, newest first. */
export async function listAudit(db: Db, entityType: string, entityId: string, limit = 100) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
