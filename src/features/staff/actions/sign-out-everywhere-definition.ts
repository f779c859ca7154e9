import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { staffSessions } from "@/server/db/schema/staff";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";

/** Ends every session of the signed-in staff member, this one included (docs/staff.md). */
export const definition: StaffActionDefinition<z.ZodObject<Record<string, never>>, { signedOut: number }> = {
  name: "staff-sign-out-everywhere",
  permission: "account:manage",
  input: z.object({}),
  handler: async ({ db, staff, requestId }) => {
    const ended = await db.delete(staffSessions).where(eq(staffSessions.userId, staff.id)).returning({ id: staffSessions.id });
    await recordAudit(db, { staff, action: "staff.sign_out_everywhere", entityType: "staff", entityId: staff.id, after: { sessionsEnded: ended.length }, requestId });
    return { signedOut: ended.length };
  },
};
