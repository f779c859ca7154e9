import { rollbackFunnelSchema } from "@/features/funnel-admin/domain/funnel-api-schemas";
import { rollbackFunnel } from "@/features/funnel-admin/server/funnel-admin-store";
import { funnelErrorResponse, funnelNameOf } from "@/features/funnel-admin/server/funnel-error-response";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";

/** One-click rollback: an earlier version is published again as a new version. */
export const POST = staffRoute({
  name: "mgmt-funnel-rollback",
  permission: "funnels:edit",
  body: rollbackFunnelSchema,
  handler: async ({ db, params, body, staff, requestId }) => {
    const name = funnelNameOf(params);
    if (name instanceof Response) return name;
    try {
      return Response.json(await rollbackFunnel(db, name, body.version, body.expectedVersion, { staff, requestId }));
    } catch (error) {
      return funnelErrorResponse(error);
    }
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
