import { roleAllows, type StaffPermission } from "./permissions";
import type { StaffRole } from "./roles";

/** One link of the management header, shown to roles that may open its page. */
export type MgmtNavItem = { key: string; href: string; match: string; permission: StaffPermission };

export const mgmtNavItems: readonly MgmtNavItem[] = [
  { key: "home", href: "/mgmt", match: "/mgmt", permission: "dashboard:read" },
  { key: "funnels", href: "/mgmt/funnel-admin", match: "/mgmt/funnel-admin", permission: "funnels:read" },
  { key: "finalPages", href: "/mgmt/final-admin", match: "/mgmt/final-admin", permission: "final-pages:read" },
  { key: "landingPages", href: "/mgmt/lp-admin", match: "/mgmt/lp-admin", permission: "landing-pages:read" },
  { key: "packages", href: "/mgmt/packages", match: "/mgmt/packages", permission: "packages:read" },
  { key: "splits", href: "/mgmt/splits", match: "/mgmt/splits", permission: "splits:read" },
  { key: "redirects", href: "/mgmt/redirects", match: "/mgmt/redirects", permission: "redirects:read" },
  { key: "backlog", href: "/mgmt/backlog-of-ab-tests?hypothesisSort=desc", match: "/mgmt/backlog-of-ab-tests", permission: "backlog:read" },
  { key: "supportProxy", href: "/mgmt/support-proxy", match: "/mgmt/support-proxy", permission: "support-proxy:act" },
  { key: "outbox", href: "/mgmt/outbox", match: "/mgmt/outbox", permission: "outbox:read" },
  { key: "staff", href: "/mgmt/account/staff", match: "/mgmt/account/staff", permission: "staff:manage" },
  { key: "account", href: "/mgmt/account", match: "/mgmt/account", permission: "account:manage" },
];

/** The header's links for a role (docs/staff.md, "Navigation"). */
export function mgmtNavFor(role: StaffRole): MgmtNavItem[] {
  return mgmtNavItems.filter((item) => roleAllows(role, item.permission));
}

/** Which link is the current page's: the longest `match` that prefixes the path. */
export function activeNavKey(items: readonly MgmtNavItem[], pathname: string): string | null {
  let best: MgmtNavItem | null = null;
  for (const item of items) {
    const hit = pathname === item.match || pathname.startsWith(`${item.match}/`);
    if (hit && (!best || item.match.length > best.match.length)) best = item;
  }
  return best?.key ?? null;
}

/** Preview pages (drawn as visitors see them) and the sign-in page carry no management header. */
export function showsMgmtHeader(pathname: string): boolean {
  return !(pathname === "/mgmt/signin" || pathname.endsWith("/preview") || pathname.includes("/preview/"));
}
