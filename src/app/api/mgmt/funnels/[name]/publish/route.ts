import { publishFunnelSchema } from "@/features/funnel-admin/domain/funnel-api-schemas";
import { publishFunnelEdit } from "@/features/funnel-admin/server/funnel-admin-store";
import { funnelErrorResponse, funnelNameOf } from "@/features/funnel-admin/server/funnel-error-response";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";

/** Publishes the funnel's draft: visitors see it at once (the funnel cache is cleared). */
export const POST = staffRoute({
  name: "mgmt-funnel-publish",
  permission: "funnels:edit",
  body: publishFunnelSchema,
  handler: async ({ db, params, body, staff, requestId }) => {
    const name = funnelNameOf(params);
    if (name instanceof Response) return name;
    try {
      return Response.json(await publishFunnelEdit(db, name, body.expectedVersion, { staff, requestId }));
    } catch (error) {
      return funnelErrorResponse(error);
    }
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
