import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/server/db/client";
import { requestContextKey } from "@/server/request-context/context-key";
import { requestContextHeader, sealContext, stripHandOverHeaders } from "@/server/request-context/context-seal";
import type { RequestContext } from "@/server/request-context/request-context";
import { resolveRequestContext, type ResolvedRequest } from "@/server/request-context/resolve-request-context";

/**
 * The proxy's one resolution of a page request (country, consent, visitor, attribution,
 * experiments); the exposures it decides are queued for the background writer.
 */
export function resolvePageRequest(request: NextRequest): Promise<ResolvedRequest> {
  const cookies = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  return resolveRequestContext(
    getDb,
    { url: new URL(request.url), cookies, headers: request.headers, now: Date.now() },
    { recordExposures: true },
  );
}

/**
 * The request headers the render gets: every incoming hand-over header removed, then, when
 * given, the context signed into its one header. `extra` adds what other steps need (the
 * CSP nonce).
 */
export function renderRequestHeaders(
  request: NextRequest,
  context: RequestContext | null,
  extra?: (headers: Headers) => void,
): Headers {
  const headers = new Headers(request.headers);
  stripHandOverHeaders(headers);
  extra?.(headers);
  if (context) headers.set(requestContextHeader, sealContext(context, requestContextKey()));
  return headers;
}
