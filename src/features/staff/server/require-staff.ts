import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import type { StaffPermission } from "@/features/staff/domain/permissions";
import { decideStaffAccess, type StaffMember } from "@/features/staff/domain/staff-access";
import { getDb } from "@/server/db/client";
import type { Db } from "@/server/db/db-type";
import { readStaffMember } from "./read-staff-viewer";

/**
 * The guard of every management page (docs/staff.md, "Guard"): signed out → /mgmt/signin
 * (back to `from` afterwards), a role without the permission → the 403 page; else the staff
 * member. Call it first in the page, with the permission its registry entry names.
 */
export async function requireStaff(permission: StaffPermission, from?: string): Promise<StaffMember> {
  return guardStaffPage(permission, await headers(), await getDb(), from);
}

/** requireStaff over given request headers and database (the role sweep calls it directly). */
export async function guardStaffPage(permission: StaffPermission, source: Headers, db: Db, from?: string): Promise<StaffMember> {
  const access = decideStaffAccess(await readStaffMember(source, db), permission);
  if (access.kind === "signed-out") redirect(from ? `/mgmt/signin?next=${encodeURIComponent(from)}` : "/mgmt/signin");
  if (access.kind === "forbidden") forbidden();
  return access.staff;
}
