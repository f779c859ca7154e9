import { utmPathSchema } from "@/features/attribution/domain/utm-path";
import { utmPayloadSchema } from "@/features/attribution/domain/utm-payload";
import { recordUtm } from "@/features/attribution/server/record-utm";
import { verifyRequestSiteToken } from "@/features/site-auth/server/verify-site-token";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError, validationError } from "@/server/http/json-error";

/**
 * Stores the user's attribution for an event (default purchase); only the visitor the site
 * token names may report for itself (docs/api.md).
 */
export const POST = apiRoute({
  name: "utm",
  params: utmPathSchema,
  handler: async ({ request, params, body, db }) => {
    const token = await verifyRequestSiteToken(request);
    if (!token) return jsonError(401, "unauthorized", "A valid site token is required.");
    if (token.uuid.toLowerCase() !== params.userUuid.toLowerCase()) {
      return jsonError(403, "token_user_mismatch", "The site token was issued for another visitor.");
    }
    // Parsed after the token checks, so strangers learn nothing about the payload's shape.
    const payload = utmPayloadSchema.safeParse(body);
    if (!payload.success) return validationError(payload.error, { route: "utm" });
    const record = await recordUtm(db, { userUuid: params.userUuid, event: params.event, payload: payload.data, tokenUuid: token.uuid });
    return Response.json({ id: record.id, userUuid: params.userUuid, event: params.event }, { status: 201 });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
