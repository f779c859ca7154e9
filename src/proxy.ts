import createMiddleware from "next-intl/middleware";
import { NextRequest } from "next/server";
import {
  applyCountryCookies,
  resolveRequestCountry,
  withCountryHeader,
} from "./features/country/server/country-step";
import { routing } from "./i18n/routing";
import { applyFirstTouchCookies, captureRequestFirstTouch } from "./server/proxy/attribution-step";
import {
  applyAssignmentCookies,
  assignRequest,
  handOver,
  pageSplitRedirect,
} from "./server/proxy/experiment-step";
import { encodeHandOver, requestContextHeaders } from "./server/proxy/request-context";

const intl = createMiddleware(routing);

/**
 * Runs before every page request, as a short list of steps:
 * 1. country: resolve the visitor's country and store the country cookies;
 * 2. attribution: the visitor id and first-touch attribution cookies (works without JS);
 * 3. experiments: server-side split assignment; a page-level split redirects right here, so
 *    the visitor never sees the other variant;
 * 4. locale routing (the `as-needed` prefix rule and the X-NEXT-INTL-LOCALE request header).
 * What the render needs of 1–3 travels in request headers (see server/proxy/request-context).
 */
export default async function proxy(request: NextRequest) {
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
    ),
  );
  // A locale redirect (e.g. /en/… → /…) goes first; the split applies on the next request.
  const response = isRedirect(routed) ? routed : (pageSplitRedirect(request, outcome) ?? routed);
  applyCountryCookies(response, country);
  applyFirstTouchCookies(response, touch);
  applyAssignmentCookies(response, outcome);
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
): NextRequest {
  const headers = new Headers(request.headers);
  headers.set(requestContextHeaders.visitorId, visitorId);
  headers.set(requestContextHeaders.isCrawler, isCrawler ? "1" : "0");
  headers.set(requestContextHeaders.experiments, experiments);
  return new NextRequest(request, { headers });
}

export const config = {
  // Pages only: not the API, the management area, Next internals or files with an extension.
  matcher: ["/((?!api|v4\\.0|mgmt|_next|_vercel|.*\\..*).*)"],
};
