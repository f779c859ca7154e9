import { readDashboardFilters } from "@/features/dashboard/server/read-dashboard-filters";
import { queryDashboard } from "@/features/dashboard/server/query-dashboard";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError, validationError } from "@/server/http/json-error";

/** The dashboard's figures for the filters in the query string (docs/dashboard.md, "API"). */
export const GET = staffRoute({
  name: "mgmt-dashboard",
  permission: "dashboard:read",
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ request, db }) => {
    const read = readDashboardFilters(new URL(request.url).searchParams, new Date());
    if (!read.ok && "invalid" in read) return validationError(read.invalid, { route: "mgmt-dashboard" });
    if (!read.ok) return jsonError(400, read.problem.code, read.problem.message);
    return Response.json(await queryDashboard(db, read.filters));
  },
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
