import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { siteAuthRequestSchema } from "@/features/site-auth/domain/site-auth-schemas";
import { issueSiteToken } from "@/features/site-auth/server/issue-site-token";
import { siteTokenResponse } from "@/features/site-auth/server/site-token-response";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

/**
 * Exchanges the site credential `{ token }` for `{ token, expiresAt }` and sets the HttpOnly
 * `token` cookie; the token names the visitor's own `proxy_user_id` (docs/api.md).
 */
export const POST = apiRoute({
  name: "site-auth",
  body: siteAuthRequestSchema,
  maxBodyBytes: 2 * 1024,
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ request, body }) => {
    const nowMs = Date.now();
    const issued = await issueSiteToken({
      credential: body.token,
      visitorId: parseCookieHeader(request.headers.get("cookie")).proxy_user_id,
      nowMs,
    });
    if (!issued) return jsonError(401, "invalid_credential", "The site credential is not valid.");
    return siteTokenResponse(issued, request, nowMs);
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
