/** The four staff roles (docs/staff.md, "Roles"). No zod here: the browser imports this list. */
export const staffRoles = ["admin", "growth", "support", "analyst"] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}
