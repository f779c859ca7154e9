import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { siteAuthRequestSchema } from "@/features/site-auth/domain/site-auth-schemas";
import { issueSiteToken } from "@/features/site-auth/server/issue-site-token";
import { siteTokenResponse } from "@/features/site-auth/server/site-token-response";
import { getDb } from "@/server/db/client";
import { jsonError, readJson, validationError } from "@/server/http/json-error";
import { clientAddress } from "@/server/rate-limit/client-address";
import { hitRateLimit } from "@/server/rate-limit/hit-rate-limit";
import { rateLimitedResponse } from "@/server/rate-limit/rate-limit-response";

/**
 * Exchanges the site credential `{ token }` for `{ token, expiresAt }` and sets the HttpOnly
 * `token` cookie; the token names the visitor's own `proxy_user_id` (docs/api.md).
 */
export async function POST(request: Request): Promise<Response> {
  const limit = await hitRateLimit(await getDb(), {
    key: `site-auth:${clientAddress(request)}`,
    limit: 120,
    windowMs: 60_000,
  });
  if (!limit.allowed) return rateLimitedResponse(limit, { route: "site-auth" });

  const parsed = siteAuthRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError(parsed.error, { route: "site-auth" });

  const nowMs = Date.now();
  const issued = await issueSiteToken({
    credential: parsed.data.token,
    visitorId: parseCookieHeader(request.headers.get("cookie")).proxy_user_id,
    nowMs,
  });
  if (!issued) return jsonError(401, "invalid_credential", "The site credential is not valid.");
  return siteTokenResponse(issued, request, nowMs);
}
