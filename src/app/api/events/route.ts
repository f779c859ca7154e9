import { getEnv } from "@/env";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { isVisitorId } from "@/features/attribution/domain/visitor-id";
import { maxEventBatchBytes } from "@/features/analytics/domain/analytics-event";
import { acceptEventBatch, isReadbackEnabled } from "@/features/analytics/server/accept-event-batch";
import { listVisitorEvents } from "@/features/analytics/server/ingest-events";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError, validationError } from "@/server/http/json-error";
import { requestContextOf } from "@/server/request-context/get-request-context";

/** Event batches from the browser (sendBeacon or fetch); see docs/analytics.md. */
export const POST = apiRoute({
  name: "events",
  maxBodyBytes: maxEventBatchBytes,
  // A busy tab flushes a batch every few seconds; 300 a minute leaves room for several tabs.
  rateLimit: { limit: 300, windowMs: 60_000 },
  handler: async ({ request, body, db }) => {
    const contexts = new Map<string, ReturnType<typeof requestContextOf>>();
    const contextFor = (pageUrl: string | undefined) => {
      const key = pageUrl ?? "";
      if (!contexts.has(key)) contexts.set(key, requestContextOf(asPageRequest(request, pageUrl), db));
      return contexts.get(key)!;
    };
    const outcome = await acceptEventBatch(db, {
      body,
      cookies: parseCookieHeader(request.headers.get("cookie")),
      userAgent: request.headers.get("user-agent"),
      nowMs: Date.now(),
      experimentGroups: async (pageUrl) => (await contextFor(pageUrl)).experiments.groups,
      country: async () => (await contextFor(undefined)).country,
    });
    if (outcome.status === "invalid") return validationError(outcome.error, { route: "events" });
    if (outcome.status === "no-visitor") return jsonError(400, "no_visitor", "The proxy_user_id cookie is missing.");
    return Response.json({ stored: outcome.status === "stored" ? outcome.count : 0 }, { status: 202 });
  },
});

/** The request as if it asked for the page the events came from (only its path and query count). */
function asPageRequest(request: Request, pageUrl: string | undefined): Request {
  const own = new URL(request.url);
  let page = new URL("/", own);
  try {
    const parsed = new URL(pageUrl ?? "/", own);
    page = new URL(`${parsed.pathname}${parsed.search}`, own);
  } catch {
    // An unusable URL: the site's root.
  }
  return new Request(page, { headers: request.headers });
}

/** The caller's own latest events, when the read-back is enabled (development, browser tests). */
export const GET = apiRoute({
  name: "events-readback",
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: async ({ request, db }) => {
    if (!isReadbackEnabled(getEnv())) return jsonError(404, "not_found", "Not found.");
    const visitorId = parseCookieHeader(request.headers.get("cookie")).proxy_user_id;
    if (!isVisitorId(visitorId)) return jsonError(400, "no_visitor", "The proxy_user_id cookie is missing.");
    const events = await listVisitorEvents(db, visitorId);
    return Response.json({ events }, { headers: { "Cache-Control": "no-store" } });
  },
});

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
