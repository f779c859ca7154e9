import { funnelBodyBytes, saveFunnelSchema } from "@/features/funnel-admin/domain/funnel-api-schemas";
import { loadFunnelEditor, saveFunnelEdit } from "@/features/funnel-admin/server/funnel-admin-store";
import { funnelErrorResponse, funnelNameOf } from "@/features/funnel-admin/server/funnel-error-response";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

/** One funnel as the editor opens it: its draft, head version and version history. */
export const GET = staffRoute({
  name: "mgmt-funnel-read",
  permission: "funnels:read",
  rateLimit: { limit: 240, windowMs: 60_000 },
  handler: async ({ db, params }) => {
    const name = funnelNameOf(params);
    if (name instanceof Response) return name;
    const state = await loadFunnelEditor(db, name);
    return state ? Response.json(state) : jsonError(404, "unknown_funnel", `There is no funnel named ${name}.`);
  },
});

/** Saves the edited definition as the new draft, if `expectedVersion` is still the newest. */
export const PUT = staffRoute({
  name: "mgmt-funnel-save",
  permission: "funnels:edit",
  body: saveFunnelSchema,
  maxBodyBytes: funnelBodyBytes,
  handler: async ({ db, params, body, staff, requestId }) => {
    const name = funnelNameOf(params);
    if (name instanceof Response) return name;
    try {
      const row = await saveFunnelEdit(db, name, body.definition, body.expectedVersion, { staff, requestId });
      return Response.json({ version: row.version, savedBy: row.createdBy, savedAt: row.createdAt.toISOString() });
    } catch (error) {
      return funnelErrorResponse(error);
    }
  },
});

const notAllowed = methodNotAllowed(["GET", "PUT"]);
export { notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE };
