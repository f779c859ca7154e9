import "server-only";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import type { Db } from "@/server/db/db-type";
import { recordAudit } from "./record-audit";

export type UploadedFile = {
  /** The stored file's name (the entity id of the audit row). */
  fileName: string;
  /** Where it is served, e.g. `/media/funnel-images/<name>`. */
  url: string;
  bytes: number;
};

/**
 * Audits one upload by a staff member (`upload.image`, entity `image`, the stored file's name):
 * who, when, where it is served and its size. Call it after the file is stored.
 */
export async function recordUploadAudit(
  db: Db,
  input: { staff: Pick<StaffMember, "id" | "email">; file: UploadedFile; requestId?: string | null },
): Promise<{ id: string }> {
  const { id } = await recordAudit(db, {
    staff: { id: input.staff.id, email: input.staff.email },
    action: "upload.image",
    entityType: "image",
    entityId: input.file.fileName,
    after: { url: input.file.url, bytes: input.file.bytes },
    requestId: input.requestId ?? null,
  });
  return { id };
}
