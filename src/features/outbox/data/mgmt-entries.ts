import type { MgmtEntries } from "@/features/staff/data/mgmt-registry-types";

/** The outbox's management pages, each with its permission (docs/staff.md, "Guard"). */
export const outboxMgmtEntries: MgmtEntries = {
  pages: [
    { path: "/mgmt/outbox", permission: "outbox:read" },
    { path: "/mgmt/outbox/[id]", permission: "outbox:read" },
  ],
  routes: [],
  actions: [],
};
