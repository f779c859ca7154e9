import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { generatePassword } from "@/features/staff/domain/generate-password";
import { staffRoleSchema } from "@/features/staff/domain/role-schema";
import { createStaff } from "@/features/staff/server/create-staff";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { staffUsers } from "@/server/db/schema/staff";

const input = z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email()), role: staffRoleSchema });
export type AddStaffAnswer = { added: true; email: string; password: string } | { added: false; reason: "exists" };

/**
 * An admin adds a staff account from the staff page (docs/staff.md, "Adding staff"): the
 * password is generated here and answered once, for the admin to hand over; it is never
 * stored or logged in clear. An address that already has an account is left alone (its role
 * is changed in the list instead). Audited by `createStaff`.
 */
export const definition: StaffActionDefinition<typeof input, AddStaffAnswer> = {
  name: "staff-add",
  permission: "staff:manage",
  input,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ input: { email, role }, db, staff }) => {
    const address = email.trim().toLowerCase();
    const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, address)).limit(1);
    if (existing) return { added: false, reason: "exists" };
    const password = generatePassword((size) => randomBytes(size));
    await createStaff(db, { email: address, password, role }, { id: staff.id, email: staff.email });
    return { added: true, email: address, password };
  },
};
