import "server-only";
import { verifyRequestSiteToken } from "@/features/site-auth/server/verify-site-token";
import type { Db } from "@/server/db/db-type";
import { jsonError } from "@/server/http/json-error";
import { hitRateLimit, type RateLimitRule } from "@/server/rate-limit/hit-rate-limit";
import { rateLimitedResponse } from "@/server/rate-limit/rate-limit-response";
import { isSameOrigin } from "./is-same-origin";

/** Per client address (counted by the route wrapper as `slack:<address>`). */
export const slackClientLimit = { limit: 10, windowMs: 60_000 };
/** For the whole site, so the endpoint is no relay for spam even from many addresses. */
export const slackSiteLimit: RateLimitRule = { key: "slack:all", limit: 300, windowMs: 60 * 60_000 };

/**
 * The checks before a Slack notification is accepted: a same-origin browser request or a
 * valid site token, then the site-wide limit. Null when the request may go on.
 */
export async function guardSlackRequest(db: Db, request: Request, siteUrl: string): Promise<Response | null> {
  if (!isSameOrigin(request, siteUrl) && !(await verifyRequestSiteToken(request))) {
    return jsonError(403, "forbidden", "Only this site may send notifications.");
  }
  const result = await hitRateLimit(db, slackSiteLimit);
  return result.allowed ? null : rateLimitedResponse(result, { route: "send-slack-notification", key: slackSiteLimit.key });
}
