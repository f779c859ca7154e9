import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { visitorSealCookie } from "@/features/attribution/server/visitor-seal";
import { siteAuthRequestSchema } from "@/features/site-auth/domain/site-auth-schemas";
import { issueSiteToken } from "@/features/site-auth/server/issue-site-token";
import { siteTokenResponse } from "@/features/site-auth/server/site-token-response";
import { readViewer } from "@/server/auth/get-viewer";
import { sessionCookieName } from "@/server/auth/session-claims";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

/**
 * Exchanges the site credential `{ token }` for `{ token, expiresAt }` and sets the HttpOnly
 * `token` cookie; the token names the signed-in customer's uuid, else the visitor's own
 * `proxy_user_id` when its `proxy_user_seal` shows the server minted it for this browser, else
 * a new random id (docs/api.md, docs/account.md).
 */
export const POST = apiRoute({
  name: "site-auth",
  body: siteAuthRequestSchema,
  maxBodyBytes: 2 * 1024,
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ request, body, db }) => {
    const nowMs = Date.now();
    const cookies = parseCookieHeader(request.headers.get("cookie"));
    const viewer = await readViewer(cookies[sessionCookieName], nowMs, db);
    const issued = await issueSiteToken({
      credential: body.token,
      customerId: viewer.userData?.uuid,
      visitorId: cookies.proxy_user_id,
      visitorSeal: cookies[visitorSealCookie],
      nowMs,
    });
    if (!issued) return jsonError(401, "invalid_credential", "The site credential is not valid.");
    return siteTokenResponse(issued, request, nowMs);
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
