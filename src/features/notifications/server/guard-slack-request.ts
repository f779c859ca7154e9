import "server-only";
import { verifyBearer } from "@/features/site-auth/server/verify-site-token";
import type { Db } from "@/server/db/db-type";
import { jsonError } from "@/server/http/json-error";
import { clientAddress } from "@/server/rate-limit/client-address";
import { hitRateLimit, type RateLimitRule } from "@/server/rate-limit/hit-rate-limit";
import { rateLimitedResponse } from "@/server/rate-limit/rate-limit-response";
import { isSameOrigin } from "./is-same-origin";

/** Per caller address, and for the whole site, so the endpoint is no relay for spam. */
export function slackRateLimits(address: string): RateLimitRule[] {
  return [
    { key: `slack:${address}`, limit: 10, windowMs: 60_000 },
    { key: "slack:all", limit: 300, windowMs: 60 * 60_000 },
  ];
}

/**
 * The checks before a Slack notification is accepted: a same-origin browser request or a
 * valid site token, then the rate limits. Null when the request may go on.
 */
export async function guardSlackRequest(db: Db, request: Request, siteUrl: string): Promise<Response | null> {
  if (!isSameOrigin(request, siteUrl) && !(await verifyBearer(request))) {
    return jsonError(403, "forbidden", "Only this site may send notifications.");
  }
  for (const rule of slackRateLimits(clientAddress(request))) {
    const result = await hitRateLimit(db, rule);
    if (!result.allowed) return rateLimitedResponse(result, { route: "send-slack-notification", key: rule.key });
  }
  return null;
}
