import "server-only";
import { eq } from "drizzle-orm";
import { maskEmail } from "@/features/staff/domain/mask-email";
import type { Db } from "@/server/db/db-type";
import { staffUsers } from "@/server/db/schema/staff";
import { emailFingerprint } from "./email-fingerprint";
import { recordAudit } from "./record-audit";

/** What the sign-in writes to the audit log (docs/staff.md, "Audit"). */
export type StaffSignInAuditAction =
  /** A session was opened (after the password, or after the code with two-factor on). */
  | "staff.signin"
  /** The password was right and two-factor is on: the code step comes next. */
  | "staff.signin_password"
  | "staff.signin_failed"
  | "staff.two_factor_failed"
  /** The attempt that used up the last try: the address (or account) is locked. */
  | "staff.lockout"
  | "staff.two_factor_lockout";

/**
 * One audit row for a sign-in event. A known staff address is kept as the actor (it is the staff
 * member's own); an address that is no staff member's is kept only masked, with its fingerprint.
 */
export async function auditStaffSignIn(
  db: Db,
  input: { action: StaffSignInAuditAction; email?: string; userId?: string; method?: "password" | "totp" | "recovery"; lockedUntil?: Date },
): Promise<void> {
  const member = await findStaff(db, input);
  const typed = input.email?.trim().toLowerCase() ?? "";
  await recordAudit(db, {
    staff: member ?? { id: null, email: maskEmail(typed) },
    action: input.action,
    entityType: "staff",
    entityId: member?.id ?? "unknown",
    after: {
      ...(input.method ? { method: input.method } : {}),
      ...(member ? {} : { emailFingerprint: emailFingerprint(typed) }),
      ...(input.lockedUntil ? { lockedUntil: input.lockedUntil.toISOString() } : {}),
    },
  });
}

async function findStaff(db: Db, input: { email?: string; userId?: string }): Promise<{ id: string; email: string } | null> {
  const where = input.userId ? eq(staffUsers.id, input.userId) : input.email ? eq(staffUsers.email, input.email.trim().toLowerCase()) : null;
  if (!where) return null;
  const [row] = await db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(where).limit(1);
  return row ?? null;
}
