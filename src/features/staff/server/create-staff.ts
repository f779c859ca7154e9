import "server-only";
import { eq } from "drizzle-orm";
import type { StaffRole } from "@/features/staff/domain/roles";
import type { Db } from "@/server/db/db-type";
import { staffUsers } from "@/server/db/schema/staff";
import { staffAuthFor } from "@/server/staff-auth/staff-auth-instance";
import { recordAudit } from "./record-audit";

export type CreateStaffResult = { created: boolean; id: string; email: string; role: StaffRole; previousRole?: string };

/**
 * Creates a staff account (e-mail, password hashed by better-auth, role), or — for an address
 * that already has one — sets its role and leaves its password alone (idempotent). Audited as
 * done by `actor` (the command line names itself "cli").
 */
export async function createStaff(
  db: Db,
  input: { email: string; password: string; role: StaffRole; name?: string },
  actor: { id: string | null; email: string } = { id: null, email: "cli" },
): Promise<CreateStaffResult> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (existing) {
    if (existing.role !== input.role) {
      await db.update(staffUsers).set({ role: input.role, updatedAt: new Date() }).where(eq(staffUsers.id, existing.id));
      await recordAudit(db, { staff: actor, action: "staff.set_role", entityType: "staff", entityId: existing.id, before: { role: existing.role }, after: { role: input.role } });
    }
    return { created: false, id: existing.id, email, role: input.role, previousRole: existing.role };
  }
  const result = await staffAuthFor(db).api.createUser({
    body: { email, password: input.password, name: input.name ?? email.split("@")[0]!, role: input.role },
  });
  await recordAudit(db, { staff: actor, action: "staff.create", entityType: "staff", entityId: result.user.id, after: { email, role: input.role } });
  return { created: true, id: result.user.id, email, role: input.role };
}
