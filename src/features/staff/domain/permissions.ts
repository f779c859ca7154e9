import type { StaffRole } from "./roles";

/** The areas of the management site; each page, action and route names one. */
export const staffAreas = [
  "dashboard",
  "funnels",
  "final-pages",
  "splits",
  "redirects",
  "landing-pages",
  "packages",
  "backlog",
  "support-proxy",
  "outbox",
  "customer-export",
  "customer-erase",
  "staff",
  "audit",
  "account",
] as const;
export type StaffArea = (typeof staffAreas)[number];

/** read: see it; edit: change content; act: do something on a customer's behalf; manage: staff accounts. */
export const staffAccessLevels = ["read", "edit", "act", "manage"] as const;
export type StaffAccessLevel = (typeof staffAccessLevels)[number];

/** What a page, action or route asks for, e.g. `funnels:edit`. */
export type StaffPermission = `${StaffArea}:${StaffAccessLevel}`;

const growthEdits: ReadonlySet<StaffArea> = new Set(["funnels", "final-pages", "splits", "redirects", "landing-pages", "packages", "backlog"]);

/**
 * The one permission table (docs/staff.md, "Roles"): admin may do everything, staff management
 * included; growth edits funnels, final pages, splits, redirects, landing pages, price packages
 * and the backlog and reads the rest; support acts through the support proxy and reads elsewhere; analyst reads
 * everywhere. Staff accounts (even their list) are the admin's alone; the audit log is read by
 * every role and written only by the server; everyone manages their own account (two-factor).
 * The outbox (every e-mail written to customers, bodies included) is read by support and admin
 * only, like the customers' files of the support proxy. Exporting a customer's data and erasing a
 * customer (`customer-export:act`, `customer-erase:act`; docs/privacy.md) are support's and
 * admin's only.
 */
export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  const [area, level] = splitPermission(permission);
  if (area === "account") return true;
  if (role === "admin") return true;
  if (area === "staff") return false;
  if (area === "outbox") return role === "support" && level === "read";
  if (area === "customer-export" || area === "customer-erase") return role === "support" && level === "act";
  if (level === "read") return true;
  if (role === "growth") return level === "edit" && growthEdits.has(area);
  if (role === "support") return level === "act" && area === "support-proxy";
  return false;
}

export function splitPermission(permission: StaffPermission): [StaffArea, StaffAccessLevel] {
  const [area, level] = permission.split(":") as [StaffArea, StaffAccessLevel];
  return [area, level];
}

export function isStaffPermission(value: string): value is StaffPermission {
  const [area, level, ...rest] = value.split(":");
  return (
    rest.length === 0 &&
    (staffAreas as readonly string[]).includes(area ?? "") &&
    (staffAccessLevels as readonly string[]).includes(level ?? "")
  );
}
