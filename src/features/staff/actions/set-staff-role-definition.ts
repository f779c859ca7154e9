import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { staffRoleSchema } from "@/features/staff/domain/role-schema";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { staffSessions, staffUsers } from "@/server/db/schema/staff";

const input = z.object({ staffId: z.uuid(), role: staffRoleSchema });
export type SetStaffRoleAnswer = { updated: boolean; reason?: "self" | "unknown" };

/**
 * An admin changes another staff member's role (their own never, so the last admin cannot
 * lock everyone out); the member's sessions end so the new role applies at once. Audited.
 */
export const definition: StaffActionDefinition<typeof input, SetStaffRoleAnswer> = {
  name: "staff-set-role",
  permission: "staff:manage",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ input: { staffId, role }, db, staff, requestId }) => {
    if (staffId === staff.id) return { updated: false, reason: "self" };
    const [before] = await db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, staffId));
    if (!before) return { updated: false, reason: "unknown" };
    if (before.role === role) return { updated: false };
    await db.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, staffId));
    await db.delete(staffSessions).where(eq(staffSessions.userId, staffId));
    await recordAudit(db, { staff, action: "staff.set_role", entityType: "staff", entityId: staffId, before, after: { role }, requestId });
    return { updated: true };
  },
};
