import "server-only";
import { headers as requestHeaders } from "next/headers";
import { isStaffRole } from "@/features/staff/domain/roles";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import { getDb } from "@/server/db/client";
import type { Db } from "@/server/db/db-type";
import { staffAuthFor, staffSessionCookieName } from "@/server/staff-auth/staff-auth-instance";

/**
 * The staff member of a request's `pw-staff.session_token` cookie (a live session of the staff
 * better-auth instance, not banned, with a known role), or null. Without the cookie the
 * database is not asked. Customers' sessions never count: they live in other tables.
 */
export async function readStaffMember(source: Headers, db: Db): Promise<StaffMember | null> {
  if (!source.get("cookie")?.includes(staffSessionCookieName)) return null;
  const session = await staffAuthFor(db).api.getSession({ headers: source, query: { disableRefresh: true } });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: unknown; banned?: boolean | null; twoFactorEnabled?: boolean | null };
  if (user.banned || !isStaffRole(user.role)) return null;
  return { id: user.id, email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled === true };
}

/** The staff member of the current request (server components, actions), or null. */
export async function readStaffViewer(): Promise<StaffMember | null> {
  return readStaffMember(await requestHeaders(), await getDb());
}
