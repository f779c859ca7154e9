import type { MgmtEntries } from "@/features/staff/data/mgmt-registry-types";

const sampleCustomer = "00000000-0000-4000-8000-000000000000";
const sampleReason = "Role sweep: checking the guard";

/** This feature's management routes, each with its permission (docs/staff.md, "Guard"; docs/privacy.md). */
export const privacyMgmtEntries: MgmtEntries = {
  pages: [],
  routes: [
    {
      path: "/api/mgmt/privacy/export",
      method: "POST",
      permission: "customer-export:act",
      sampleBody: { customerId: sampleCustomer, reason: sampleReason },
    },
    {
      path: "/api/mgmt/privacy/erase",
      method: "POST",
      permission: "customer-erase:act",
      sampleBody: {
        customerId: sampleCustomer,
        reason: sampleReason,
        confirmEmail: "nobody@platewise.test",
      },
    },
  ],
  actions: [],
};
