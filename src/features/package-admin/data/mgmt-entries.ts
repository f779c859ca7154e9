import type { MgmtEntries } from "@/features/staff/data/mgmt-registry-types";

/** This feature's management pages and actions, each with its permission (docs/staff.md, "Guard"). */
export const packageAdminMgmtEntries: MgmtEntries = {
  pages: [
    { path: "/mgmt/packages", permission: "packages:read" },
    { path: "/mgmt/packages/create", permission: "packages:edit" },
    { path: "/mgmt/packages/[id]", permission: "packages:read" },
  ],
  routes: [],
  actions: [
    {
      name: "package-admin-save",
      permission: "packages:edit",
      sampleInput: { content: {}, expectedVersion: 0, isNew: true },
      load: () => import("@/features/package-admin/actions/save-package-definition"),
    },
    {
      name: "package-admin-rollback",
      permission: "packages:edit",
      sampleInput: { id: "pp_role_sweep_missing", version: 1, expectedVersion: 0 },
      load: () => import("@/features/package-admin/actions/rollback-package-definition"),
    },
  ],
};
