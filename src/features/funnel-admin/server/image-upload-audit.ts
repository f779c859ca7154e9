import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { uploadQuota, type UploadUsage } from "@/features/funnel-admin/domain/upload-quota";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { Db } from "@/server/db/db-type";
import { auditLog } from "@/server/db/schema/staff";

/** The audit action of a stored upload (one row per upload, docs/staff.md "Audit"). */
export const imageUploadAction = "funnel-image.upload";
export const imageEntityType = "funnel-image";

export type UploadRecord = { fileName: string; bytes: number; width: number; height: number; uploadedAs: string };

/** Writes the audit row of one stored upload: who, when, which file, how large, under what name. */
export async function recordImageUpload(db: Db, staff: StaffMember, upload: UploadRecord, requestId: string | null): Promise<void> {
  await recordAudit(db, {
    staff: { id: staff.id, email: staff.email },
    action: imageUploadAction,
    entityType: imageEntityType,
    entityId: upload.fileName,
    after: upload,
    requestId,
  });
}

const storedDiff = z.array(z.object({ value: z.object({ bytes: z.number().nonnegative() }) })).min(1);

/** What one staff account uploaded in the quota's window, from its audit rows. */
export async function readUploadUsage(db: Db, staffId: string, now: number): Promise<UploadUsage> {
  const rows = await db
    .select({ at: auditLog.at, diff: auditLog.diff })
    .from(auditLog)
    .where(and(eq(auditLog.action, imageUploadAction), eq(auditLog.staffId, staffId), gte(auditLog.at, new Date(now - uploadQuota.windowMs))))
    .orderBy(asc(auditLog.at));
  let bytes = 0;
  for (const row of rows) {
    const parsed = storedDiff.safeParse(row.diff);
    bytes += parsed.success ? parsed.data[0]!.value.bytes : 0;
  }
  return { count: rows.length, bytes, oldestAt: rows[0]?.at.getTime() ?? null };
}
