import type { MgmtEntries } from "@/features/staff/data/mgmt-registry-types";

/** This feature's management pages, routes and actions, each with its permission (docs/staff.md, "Guard"). */
export const splitResultsMgmtEntries: MgmtEntries = {
  pages: [{ path: "/mgmt/splits/[name]/results", permission: "splits:read" }],
  routes: [],
  actions: [
    {
      name: "split-results-set-minimum-effect",
      permission: "splits:edit",
      sampleInput: { splitName: "role-sweep", minimumEffectPercent: 5, expectedVersion: 0 },
      load: () => import("@/features/split-results/actions/set-minimum-effect-definition"),
    },
  ],
};
