import createMiddleware from "next-intl/middleware";
import { NextRequest } from "next/server";
import { applyCountryCookies } from "./features/country/server/country-step";
import { applyPagePolicy, pageSecurityFor, setNonceRequestHeaders } from "./features/security/server/page-security";
import { routing } from "./i18n/routing";
import { isSecureRequest } from "./server/http/request-facts";
import { actionRefusal } from "./server/proxy/action-step";
import { applyFirstTouchCookies } from "./server/proxy/attribution-step";
import { renderRequestHeaders, resolvePageRequest } from "./server/proxy/context-step";
import { entryRedirect } from "./server/proxy/entry-step";
import { applyAssignmentCookies, pageSplitRedirect } from "./server/proxy/experiment-step";
import { isManagementPath, managementPage } from "./server/proxy/management-step";
import { undecodablePage } from "./server/proxy/undecodable-step";
import { unavailableRewrite } from "./server/proxy/unavailable-step";
import { applyVariantRewrite } from "./server/proxy/variant-step";
import { stripHandOverHeaders } from "./server/request-context/context-seal";

const intl = createMiddleware(routing);

/**
 * Runs before every page request (and the server actions posted to pages, which first pass
 * the action checks: Origin, size, JSON depth, decodable arguments):
 * 1. the request context, resolved once (server/request-context): country, consent, visitor
 *    id and first-touch attribution (works without JS), and the experiment assignment
 *    (crawlers skipped; exposures queued for the background writer);
 * 2. the page-split redirect and the quiz entry redirect (quiz_page instruction, redirect
 *    rules), answered right here so the visitor never sees the other page;
 * 3. locale routing (the `as-needed` prefix rule and the X-NEXT-INTL-LOCALE request header),
 *    then the rewrite to the page's prerendered variant (home's split hero, a quiz's first
 *    step for a visitor without answers: variant-step.ts).
 * The context reaches the render in one signed request header; incoming copies are removed.
 * Only changed cookies are written. Every response also gets its Content-Security-Policy with
 * a fresh nonce (docs/security.md); the management area gets only that step, and the outage
 * page while the database is down (server/proxy/management-step.ts).
 */
export default async function proxy(request: NextRequest) {
  const undecodable = undecodablePage(request); // 400 (docs/operations.md)
  if (undecodable) return undecodable;
  // Posts (server actions): another site's Origin, oversized, too deep or undecodable bodies
  // are answered 4xx here, before Next.js decodes them (server/proxy/action-step.ts).
  const refused = await actionRefusal(request);
  if (refused) return refused;
  const security = pageSecurityFor(request);
  if (isManagementPath(request.nextUrl.pathname)) return managementPage(request, security);
  // While the database is down, pages answer the "we'll be right back" page (docs/operations.md).
  const outage = await unavailableRewrite(request, (headers) => {
    stripHandOverHeaders(headers);
    setNonceRequestHeaders(headers, security);
  });
  if (outage) {
    applyPagePolicy(outage, security);
    return outage;
  }
  const { context, visitor, assignment } = await resolvePageRequest(request);
  const headers = renderRequestHeaders(request, context, (h) => setNonceRequestHeaders(h, security));
  const routed = intl(new NextRequest(request, { headers }));
  // A locale redirect (e.g. /en/… → /…) goes first; the split applies on the next request.
  const response = isRedirect(routed)
    ? routed
    : (pageSplitRedirect(request, assignment) ??
      (await entryRedirect(request, context.experiments, context.country)) ??
      (await applyVariantRewrite(request, routed, context)));
  const secure = isSecureRequest(request);
  applyCountryCookies(response, { ...visitor.country, secure });
  applyFirstTouchCookies(response, { ...visitor.touch, secure });
  if (assignment) applyAssignmentCookies(response, { ...assignment, secure });
  applyPagePolicy(response, security);
  return response;
}

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has("location");
}

export const config = {
  // Pages (the management area for its policy only): not the API, Next internals or files
  // with an extension.
  matcher: ["/((?!api|v4\\.0|_next|_vercel|.*\\..*).*)"],
};
