import type { MgmtEntries } from "@/features/staff/data/mgmt-registry-types";

/** This feature's management pages, routes and actions, each with its permission (docs/staff.md, "Guard"). */
export const splitAdminMgmtEntries: MgmtEntries = {
  pages: [
    { path: "/mgmt/splits", permission: "splits:read" },
    { path: "/mgmt/splits/create", permission: "splits:edit" },
    { path: "/mgmt/splits/[name]", permission: "splits:read" },
    { path: "/mgmt/splits/page/create", permission: "splits:edit" },
    { path: "/mgmt/splits/page/[name]", permission: "splits:read" },
  ],
  routes: [{ path: "/api/mgmt/splits/check", method: "POST", permission: "splits:read", sampleBody: { condition: "country == 'DE'" } }],
  actions: [
    {
      name: "split-admin-create",
      permission: "splits:edit",
      sampleInput: { kind: "split", content: {} },
      load: () => import("@/features/split-admin/actions/create-split-definition"),
    },
    {
      name: "split-admin-save",
      permission: "splits:edit",
      sampleInput: { kind: "split", name: "role-sweep", content: {}, expectedVersion: 1 },
      load: () => import("@/features/split-admin/actions/save-split-definition"),
    },
    {
      name: "split-admin-status",
      permission: "splits:edit",
      sampleInput: { kind: "split", name: "role-sweep", status: "stopped", expectedVersion: 1 },
      load: () => import("@/features/split-admin/actions/set-split-status-definition"),
    },
    {
      name: "split-admin-rollback",
      permission: "splits:edit",
      sampleInput: { kind: "split", name: "role-sweep", version: 1, expectedVersion: 1 },
      load: () => import("@/features/split-admin/actions/rollback-split-definition"),
    },
    {
      name: "split-admin-simulate",
      permission: "splits:read",
      sampleInput: { visitorId: "role-sweep", country: "DE", path: "/quiz", query: "" },
      load: () => import("@/features/split-admin/actions/simulate-visitor-definition"),
    },
  ],
};
