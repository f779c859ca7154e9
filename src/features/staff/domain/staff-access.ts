import { roleAllows, type StaffPermission } from "./permissions";
import type { StaffRole } from "./roles";

/** A signed-in staff member as the guards see them. */
export type StaffMember = { id: string; email: string; role: StaffRole; twoFactorEnabled: boolean };

/** What a guard does: send to sign-in, refuse (403), or let through. */
export type StaffAccess = { kind: "signed-out" } | { kind: "forbidden"; staff: StaffMember } | { kind: "allowed"; staff: StaffMember };

/** The one decision behind every management page, action and route (docs/staff.md, "Guard"). */
export function decideStaffAccess(staff: StaffMember | null, permission: StaffPermission): StaffAccess {
  if (!staff) return { kind: "signed-out" };
  return roleAllows(staff.role, permission) ? { kind: "allowed", staff } : { kind: "forbidden", staff };
}

/** Where sign-in sends a staff member back to: only management paths, never another site. */
export function safeMgmtReturnPath(value: string | null | undefined): string {
  if (!value || !/^\/mgmt(\/[A-Za-z0-9\-._~/%]*)?(\?[^#\s\\]*)?$/.test(value) || value.includes("//")) return "/mgmt";
  if (value.startsWith("/mgmt/signin")) return "/mgmt";
  return value;
}
