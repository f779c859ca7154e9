import type { MgmtEntries } from "@/features/staff/data/mgmt-registry-types";

/** This feature's management pages, routes and actions, each with its permission (docs/staff.md, "Guard"). */
export const redirectAdminMgmtEntries: MgmtEntries = {
  pages: [
    { path: "/mgmt/redirects", permission: "redirects:read" },
    { path: "/mgmt/redirects/[name]", permission: "redirects:read" },
  ],
  routes: [
    { path: "/api/mgmt/redirects/check", method: "POST", permission: "redirects:read", sampleBody: { condition: "country == 'US'" } },
    { path: "/api/mgmt/redirects/test", method: "POST", permission: "redirects:read", sampleBody: { path: "/quiz", query: "tm1=x" } },
  ],
  actions: [
    {
      name: "redirect-admin-save",
      permission: "redirects:edit",
      sampleInput: {
        config: { name: "role-sweep-redirect", runCondition: "tm1 == 'role-sweep-never'", rules: [{ quizUrl: "/quiz" }] },
        expectedVersion: 0,
        isNew: true,
      },
      load: () => import("@/features/redirect-admin/actions/save-redirect-definition"),
    },
    {
      name: "redirect-admin-rollback",
      permission: "redirects:edit",
      sampleInput: { name: "role-sweep-missing", version: 1, expectedVersion: 0 },
      load: () => import("@/features/redirect-admin/actions/rollback-redirect-definition"),
    },
    {
      name: "redirect-admin-delete",
      permission: "redirects:edit",
      sampleInput: { name: "role-sweep-missing" },
      load: () => import("@/features/redirect-admin/actions/delete-redirect-definition"),
    },
    {
      name: "redirect-admin-reorder",
      permission: "redirects:edit",
      sampleInput: { names: ["role-sweep-stale"] },
      load: () => import("@/features/redirect-admin/actions/reorder-redirects-definition"),
    },
  ],
};
