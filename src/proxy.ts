import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import {
  applyCountryCookies,
  resolveRequestCountry,
  withCountryHeader,
} from "./features/country/server/country-step";
import {
  applyPagePolicy,
  pageSecurityFor,
  setNonceRequestHeaders,
  type PageSecurity,
} from "./features/security/server/page-security";
import { routing } from "./i18n/routing";
import { applyFirstTouchCookies, captureRequestFirstTouch } from "./server/proxy/attribution-step";
import {
  applyAssignmentCookies,
  assignRequest,
  handOver,
  pageSplitRedirect,
} from "./server/proxy/experiment-step";
import { encodeHandOver, requestContextHeaders } from "./server/proxy/request-context";
import { unavailableRewrite } from "./server/proxy/unavailable-step";

const intl = createMiddleware(routing);

/**
 * Runs before every page request, as a short list of steps:
 * 1. country: resolve the visitor's country and store the country cookies;
 * 2. attribution: the visitor id and first-touch attribution cookies (works without JS);
 * 3. experiments: server-side split assignment; a page-level split redirects right here, so
 *    the visitor never sees the other variant;
 * 4. locale routing (the `as-needed` prefix rule and the X-NEXT-INTL-LOCALE request header).
 * What the render needs of 1–3 travels in request headers (see server/proxy/request-context).
 * Every response also gets its Content-Security-Policy with a fresh nonce (docs/security.md);
 * the management area gets only that step.
 */
export default async function proxy(request: NextRequest) {
  const security = pageSecurityFor(request);
  if (isManagementPath(request.nextUrl.pathname)) return managementPage(request, security);
  // While the database is down, pages answer the "we'll be right back" page (docs/operations.md).
  const outage = await unavailableRewrite(request, (headers) => setNonceRequestHeaders(headers, security));
  if (outage) {
    applyPagePolicy(outage, security);
    return outage;
  }
  const country = resolveRequestCountry(request);
  const touch = captureRequestFirstTouch(request, Date.now());
  const cookies = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  for (const c of touch.setCookies) cookies[c.name] = c.value;
  for (const name of touch.deleteCookies) delete cookies[name];
  cookies.countryCode = country.country;
  const outcome = await assignRequest(request, {
    id: touch.proxyUserId,
    cookies,
    isCrawler: touch.isCrawler,
  });

  const routed = intl(
    withContext(
      withCountryHeader(request, country),
      touch.proxyUserId,
      touch.isCrawler,
      encodeHandOver(handOver(outcome)),
      security,
    ),
  );
  // A locale redirect (e.g. /en/… → /…) goes first; the split applies on the next request.
  const response = isRedirect(routed) ? routed : (pageSplitRedirect(request, outcome) ?? routed);
  applyCountryCookies(response, country);
  applyFirstTouchCookies(response, touch);
  applyAssignmentCookies(response, outcome);
  applyPagePolicy(response, security);
  return response;
}

function isManagementPath(pathname: string): boolean {
  return pathname === "/mgmt" || pathname.startsWith("/mgmt/");
}

/** The management area: English only, no visitor steps; just the page policy and its nonce. */
function managementPage(request: NextRequest, security: PageSecurity): NextResponse {
  const headers = new Headers(request.headers);
  setNonceRequestHeaders(headers, security);
  const response = NextResponse.next({ request: { headers } });
  applyPagePolicy(response, security);
  return response;
}

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has("location");
}

function withContext(
  request: NextRequest,
  visitorId: string,
  isCrawler: boolean,
  experiments: string,
  security: PageSecurity,
): NextRequest {
  const headers = new Headers(request.headers);
  setNonceRequestHeaders(headers, security);
  headers.set(requestContextHeaders.visitorId, visitorId);
  headers.set(requestContextHeaders.isCrawler, isCrawler ? "1" : "0");
  headers.set(requestContextHeaders.experiments, experiments);
  return new NextRequest(request, { headers });
}

export const config = {
  // Pages (the management area for its policy only): not the API, Next internals or files
  // with an extension.
  matcher: ["/((?!api|v4\\.0|_next|_vercel|.*\\..*).*)"],
};
