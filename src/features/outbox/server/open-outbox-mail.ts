import "server-only";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { Db } from "@/server/db/db-type";
import { readOutboxMail, type OutboxMail } from "@/server/email/read-outbox-mail";

/**
 * One mail for a staff member to read, bodies included, with an audit row naming who read which
 * mail (`outbox.read`, entity `email_outbox` and the mail's id; its kind and status, never its
 * recipient or body). An unknown id reads nothing and writes nothing.
 */
export async function openOutboxMail(db: Db, staff: Pick<StaffMember, "id" | "email">, id: string, requestId?: string): Promise<OutboxMail | null> {
  const mail = await readOutboxMail(db, id);
  if (!mail) return null;
  await recordAudit(db, {
    staff: { id: staff.id, email: staff.email },
    action: "outbox.read",
    entityType: "email_outbox",
    entityId: mail.id,
    after: { kind: mail.kind, status: mail.status },
    requestId: requestId ?? null,
  });
  return mail;
}
