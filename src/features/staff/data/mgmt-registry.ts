import { backlogMgmtEntries } from "@/features/ab-backlog/data/mgmt-entries";
import { redirectAdminMgmtEntries } from "@/features/redirect-admin/data/mgmt-entries";
import { splitAdminMgmtEntries } from "@/features/split-admin/data/mgmt-entries";
import { splitResultsMgmtEntries } from "@/features/split-results/data/mgmt-entries";
import { packageAdminMgmtEntries } from "@/features/package-admin/data/mgmt-entries";
import { outboxMgmtEntries } from "@/features/outbox/data/mgmt-entries";
import { privacyMgmtEntries } from "@/features/privacy/data/mgmt-entries";
import { supportProxyMgmtEntries } from "@/features/support-proxy/data/mgmt-entries";
import type { MgmtAction, MgmtEntries, MgmtPage, MgmtRoute } from "./mgmt-registry-types";

/**
 * Every guarded management page, server action and API route, with the permission it asks
 * for (docs/staff.md, "Guard"). Add yours here when you add a page, action or route: the role
 * sweep (tests/integration/staff/role-sweep.test.ts) requests each one as a visitor, a customer
 * and every role, and fails for a page under src/app/mgmt or a route under src/app/api/mgmt
 * that is missing here. A feature with several entries keeps them in its own
 * `data/mgmt-entries.ts`, listed in `featureEntries` below.
 */
const featureEntries: MgmtEntries[] = [splitAdminMgmtEntries, splitResultsMgmtEntries, redirectAdminMgmtEntries, backlogMgmtEntries, supportProxyMgmtEntries, outboxMgmtEntries, privacyMgmtEntries, packageAdminMgmtEntries];

export type { MgmtAction, MgmtEntries, MgmtPage, MgmtRoute } from "./mgmt-registry-types";

export const mgmtPages: MgmtPage[] = [
  { path: "/mgmt", permission: "dashboard:read" },
  { path: "/mgmt/design", permission: "dashboard:read" },
  { path: "/mgmt/funnel-admin", permission: "funnels:read" },
  { path: "/mgmt/funnel-admin/[name]", permission: "funnels:read" },
  { path: "/mgmt/funnel-admin/[name]/preview", permission: "funnels:read" },
  { path: "/mgmt/final-admin", permission: "final-pages:read" },
  { path: "/mgmt/final-admin/preview", permission: "final-pages:read" },
  { path: "/mgmt/lp-admin", permission: "landing-pages:read" },
  { path: "/mgmt/lp-admin/preview", permission: "landing-pages:read" },
  { path: "/mgmt/account", permission: "account:manage" },
  { path: "/mgmt/account/staff", permission: "staff:manage" },
  ...featureEntries.flatMap((entries) => entries.pages),
];

/** Pages anyone may open: the sign-in page. */
export const publicMgmtPages: string[] = ["/mgmt/signin"];

export const mgmtRoutes: MgmtRoute[] = [
  { path: "/api/mgmt/dashboard", method: "GET", permission: "dashboard:read" },
  { path: "/api/mgmt/funnels", method: "GET", permission: "funnels:read" },
  { path: "/api/mgmt/funnels", method: "POST", permission: "funnels:edit", sampleBody: { name: "sweep-funnel", title: "Sweep" } },
  { path: "/api/mgmt/funnels/images", method: "POST", permission: "funnels:edit", sampleBody: { fileName: "x.png", dataBase64: "" } },
  { path: "/api/mgmt/funnels/[name]", method: "GET", permission: "funnels:read" },
  { path: "/api/mgmt/funnels/[name]", method: "PUT", permission: "funnels:edit", sampleBody: { expectedVersion: 0, definition: {} } },
  { path: "/api/mgmt/funnels/[name]/check", method: "POST", permission: "funnels:read", sampleBody: { condition: "gender == 'male'" } },
  { path: "/api/mgmt/funnels/[name]/publish", method: "POST", permission: "funnels:edit", sampleBody: { expectedVersion: 0 } },
  { path: "/api/mgmt/funnels/[name]/rollback", method: "POST", permission: "funnels:edit", sampleBody: { expectedVersion: 0, version: 1 } },
  { path: "/api/mgmt/final-pages", method: "GET", permission: "final-pages:read" },
  { path: "/api/mgmt/landing-pages", method: "GET", permission: "landing-pages:read" },
  { path: "/api/mgmt/landing-pages/slug-check", method: "GET", permission: "landing-pages:read" },
  { path: "/api/staff-auth/two-factor/setup", method: "POST", permission: "account:manage", sampleBody: { password: "x" } },
  { path: "/api/staff-auth/two-factor/confirm", method: "POST", permission: "account:manage", sampleBody: { code: "000000" } },
  { path: "/api/staff-auth/two-factor/disable", method: "POST", permission: "account:manage", sampleBody: { password: "x" } },
  ...featureEntries.flatMap((entries) => entries.routes),
];

export const mgmtActions: MgmtAction[] = [
  {
    name: "staff-sign-out-everywhere",
    permission: "account:manage",
    sampleInput: {},
    load: () => import("@/features/staff/actions/sign-out-everywhere-definition"),
  },
  {
    name: "staff-set-role",
    permission: "staff:manage",
    sampleInput: { staffId: "00000000-0000-4000-8000-000000000000", role: "analyst" },
    load: () => import("@/features/staff/actions/set-staff-role-definition"),
  },
  {
    name: "staff-add",
    permission: "staff:manage",
    sampleInput: { email: "sweep-added@platewise.test", role: "analyst" },
    load: () => import("@/features/staff/actions/add-staff-definition"),
  },
  {
    name: "funnel-preview-submit",
    permission: "funnels:read",
    sampleInput: {},
    load: () => import("@/features/funnel-admin/actions/preview-submit-definition"),
  },
  {
    name: "final-admin-save",
    permission: "final-pages:edit",
    sampleInput: { slug: "role-sweep", content: {}, expectedVersion: 0 },
    load: () => import("@/features/final-admin/actions/save-final-page-definition"),
  },
  {
    name: "final-admin-publish",
    permission: "final-pages:edit",
    sampleInput: { slug: "role-sweep", expectedVersion: 0 },
    load: () => import("@/features/final-admin/actions/publish-final-page-definition"),
  },
  {
    name: "final-admin-rollback",
    permission: "final-pages:edit",
    sampleInput: { slug: "role-sweep", version: 1, expectedVersion: 0 },
    load: () => import("@/features/final-admin/actions/rollback-final-page-definition"),
  },
  {
    name: "lp-admin-create",
    permission: "landing-pages:edit",
    sampleInput: { slug: "about", content: {} },
    load: () => import("@/features/landing-pages/actions/create-landing-page-definition"),
  },
  {
    name: "lp-admin-save",
    permission: "landing-pages:edit",
    sampleInput: { slug: "role-sweep", content: {}, expectedVersion: 1 },
    load: () => import("@/features/landing-pages/actions/save-landing-page-definition"),
  },
  {
    name: "lp-admin-publish",
    permission: "landing-pages:edit",
    sampleInput: { slug: "role-sweep", expectedVersion: 0 },
    load: () => import("@/features/landing-pages/actions/publish-landing-page-definition"),
  },
  {
    name: "lp-admin-rollback",
    permission: "landing-pages:edit",
    sampleInput: { slug: "role-sweep", version: 1, expectedVersion: 0 },
    load: () => import("@/features/landing-pages/actions/rollback-landing-page-definition"),
  },
  ...featureEntries.flatMap((entries) => entries.actions),
];
