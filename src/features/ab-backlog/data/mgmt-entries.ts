import type { MgmtEntries } from "@/features/staff/data/mgmt-registry-types";

/** The role sweep signs in as sweep-<role>@platewise.test accounts; the owner must be one of them. */
const sweepFields = { title: "Role sweep hypothesis", impact: 5, confidence: 5, ease: 5, ownerEmail: "sweep-admin@platewise.test" };

/** This feature's management pages, routes and actions, each with its permission (docs/staff.md, "Guard"). */
export const backlogMgmtEntries: MgmtEntries = {
  pages: [
    { path: "/mgmt/backlog-of-ab-tests", permission: "backlog:read" },
    { path: "/mgmt/backlog-of-ab-tests/[id]", permission: "backlog:read" },
  ],
  routes: [],
  actions: [
    {
      name: "backlog-create",
      permission: "backlog:edit",
      sampleInput: { fields: sweepFields },
      load: () => import("@/features/ab-backlog/actions/create-hypothesis-definition"),
    },
    {
      name: "backlog-save",
      permission: "backlog:edit",
      sampleInput: { id: "00000000-0000-4000-8000-000000000000", fields: sweepFields, expectedVersion: 0 },
      load: () => import("@/features/ab-backlog/actions/save-hypothesis-definition"),
    },
    {
      name: "backlog-move",
      permission: "backlog:edit",
      sampleInput: { id: "00000000-0000-4000-8000-000000000000", to: "ready", expectedVersion: 0 },
      load: () => import("@/features/ab-backlog/actions/move-hypothesis-definition"),
    },
  ],
};
