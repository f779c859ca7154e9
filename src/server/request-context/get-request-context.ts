import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { getDb } from "@/server/db/client";
import type { Db } from "@/server/db/db-type";
import { requestContextKey } from "./context-key";
import { openContext, requestContextHeader } from "./context-seal";
import type { RequestContext } from "./request-context";
import { contextOf, resolveRequestContext } from "./resolve-request-context";
import { resolveVisitor } from "./resolve-visitor";

/**
 * The request's context for pages and server actions: the one the proxy resolved and signed
 * for this request. Without a valid hand-over (a render the proxy did not run for) the same
 * visitor resolver runs on the request's cookies and headers (in no experiment). Resolved once per request, however many
 * components ask.
 */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const h = await headers();
  const handed = openContext(h.get(requestContextHeader), requestContextKey());
  if (handed) return handed;
  const jar = Object.fromEntries((await cookies()).getAll().map((c) => [c.name, c.value]));
  // The address is unknown here, so no experiment is assigned: the visitor is in no test.
  return contextOf(resolveVisitor({ url: new URL("http://localhost/"), cookies: jar, headers: h, now: Date.now() }), null);
});

/**
 * The context of an API route's request (the proxy does not run for /api and /v4.0): the same
 * resolver as the proxy's, on the request's address, cookies and headers. Writes nothing.
 */
export async function requestContextOf(request: Request, db: Db | (() => Promise<Db>) = getDb): Promise<RequestContext> {
  const resolved = await resolveRequestContext(
    db,
    { url: new URL(request.url), cookies: parseCookieHeader(request.headers.get("cookie")), headers: request.headers, now: Date.now() },
    { recordExposures: false },
  );
  return resolved.context;
}
