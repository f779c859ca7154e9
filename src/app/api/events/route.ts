import { getEnv } from "@/env";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { isVisitorId } from "@/features/attribution/domain/visitor-id";
import { maxEventBatchBytes } from "@/features/analytics/domain/analytics-event";
import { acceptEventBatch, isReadbackEnabled } from "@/features/analytics/server/accept-event-batch";
import { listVisitorEvents } from "@/features/analytics/server/ingest-events";
import { getDb } from "@/server/db/client";
import { jsonError, validationError } from "@/server/http/json-error";
import { clientAddress } from "@/server/rate-limit/client-address";
import { hitRateLimit } from "@/server/rate-limit/hit-rate-limit";
import { rateLimitedResponse } from "@/server/rate-limit/rate-limit-response";
import { readLimitedJson } from "@/server/rate-limit/read-limited-json";

/** Event batches from the browser (sendBeacon or fetch); see docs/analytics.md. */
export async function POST(request: Request): Promise<Response> {
  const db = await getDb();
  const limit = await hitRateLimit(db, { key: `events:${clientAddress(request)}`, limit: 300, windowMs: 60_000 });
  if (!limit.allowed) return rateLimitedResponse(limit, { route: "events" });
  const body = await readLimitedJson(request, maxEventBatchBytes);
  if (!body.ok) {
    return body.reason === "too_large"
      ? jsonError(413, "too_large", `The batch is larger than ${maxEventBatchBytes} bytes.`)
      : jsonError(400, "invalid_json", "The body must be JSON.");
  }
  const outcome = await acceptEventBatch(db, {
    body: body.value,
    cookies: parseCookieHeader(request.headers.get("cookie")),
    userAgent: request.headers.get("user-agent"),
    nowMs: Date.now(),
  });
  if (outcome.status === "invalid") return validationError(outcome.error, { route: "events" });
  if (outcome.status === "no-visitor") return jsonError(400, "no_visitor", "The proxy_user_id cookie is missing.");
  return Response.json({ stored: outcome.status === "stored" ? outcome.count : 0 }, { status: 202 });
}

/** The caller's own latest events, when the read-back is enabled (development, browser tests). */
export async function GET(request: Request): Promise<Response> {
  if (!isReadbackEnabled(getEnv())) return jsonError(404, "not_found", "Not found.");
  const visitorId = parseCookieHeader(request.headers.get("cookie")).proxy_user_id;
  if (!isVisitorId(visitorId)) return jsonError(400, "no_visitor", "The proxy_user_id cookie is missing.");
  const events = await listVisitorEvents(await getDb(), visitorId);
  return Response.json({ events }, { headers: { "Cache-Control": "no-store" } });
}
