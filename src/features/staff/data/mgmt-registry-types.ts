import type { StaffPermission } from "@/features/staff/domain/permissions";

/** One guarded management page, route or server action (docs/staff.md, "Guard"). */
export type MgmtPage = { path: string; permission: StaffPermission };
export type MgmtRoute = { path: string; method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; permission: StaffPermission; sampleBody?: unknown };
export type MgmtAction = { name: string; permission: StaffPermission; sampleInput: unknown; load: () => Promise<{ definition: unknown }> };

/** A feature's own entries, merged into the registry (src/features/staff/data/mgmt-registry.ts). */
export type MgmtEntries = { pages: MgmtPage[]; routes: MgmtRoute[]; actions: MgmtAction[] };
