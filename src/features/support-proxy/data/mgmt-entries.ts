import type { MgmtEntries } from "@/features/staff/data/mgmt-registry-types";

const sampleCustomer = "00000000-0000-4000-8000-000000000000";
const sampleReason = "Role sweep: checking the guard";

/** This feature's management pages, routes and actions, each with its permission (docs/staff.md, "Guard"). */
export const supportProxyMgmtEntries: MgmtEntries = {
  pages: [
    { path: "/mgmt/support-proxy", permission: "support-proxy:act" },
    { path: "/mgmt/support-proxy/[customerId]", permission: "support-proxy:act" },
  ],
  routes: [
    { path: "/api/mgmt/support-proxy/view", method: "POST", permission: "support-proxy:act", sampleBody: { customerId: sampleCustomer, reason: sampleReason } },
    { path: "/api/mgmt/support-proxy/view", method: "DELETE", permission: "support-proxy:act", sampleBody: { viewId: sampleCustomer } },
  ],
  actions: [
    {
      name: "support-proxy-search",
      permission: "support-proxy:act",
      sampleInput: { query: "nobody@platewise.test" },
      load: () => import("@/features/support-proxy/actions/search-customer-definition"),
    },
    {
      name: "support-proxy-look",
      permission: "support-proxy:act",
      sampleInput: { customerId: sampleCustomer, reason: sampleReason },
      load: () => import("@/features/support-proxy/actions/look-customer-definition"),
    },
    {
      name: "support-proxy-act",
      permission: "support-proxy:act",
      sampleInput: { act: "pause", customerId: sampleCustomer, reason: sampleReason, months: 1, formKey: "role-sweep-pause" },
      load: () => import("@/features/support-proxy/actions/act-on-customer-definition"),
    },
  ],
};
