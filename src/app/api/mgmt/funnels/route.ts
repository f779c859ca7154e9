import { createFunnelSchema } from "@/features/funnel-admin/domain/funnel-api-schemas";
import { createFunnel, listFunnelSummaries } from "@/features/funnel-admin/server/funnel-admin-store";
import { funnelErrorResponse } from "@/features/funnel-admin/server/funnel-error-response";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";

/** Every funnel with its published version and draft state (docs/funnel-admin.md, "API"). */
export const GET = staffRoute({
  name: "mgmt-funnels-list",
  permission: "funnels:read",
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ db }) => Response.json({ funnels: await listFunnelSummaries(db) }),
});

/** A new funnel from the blank template, or a copy of `from` under a new name. */
export const POST = staffRoute({
  name: "mgmt-funnels-create",
  permission: "funnels:edit",
  body: createFunnelSchema,
  handler: async ({ db, body, staff, requestId }) => {
    try {
      const definition = await createFunnel(db, body, { staff, requestId });
      return Response.json({ name: definition.name }, { status: 201 });
    } catch (error) {
      return funnelErrorResponse(error);
    }
  },
});

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
