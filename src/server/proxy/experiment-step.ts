import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { AssignmentOutcome } from "@/features/experiments/server/run-assignment";
import { runAssignment } from "@/features/experiments/server/run-assignment";
import { enqueueExposures } from "@/features/experiments/server/exposure-queue";
import { localizePath, stripLocale, isLocale, defaultLocale } from "@/i18n/locales";
import { serverCookieOptions } from "@/features/consent/domain/cookie-table";
import { sameSiteRedirectPath } from "@/features/site/domain/site-path-check";
import { getDb } from "@/server/db/client";
import { isSecureRequest } from "@/server/http/request-facts";
import { logger } from "@/server/log/logger";

/** An assignment and whether its cookies go over https only. */
export type RequestAssignment = AssignmentOutcome & { secure: boolean };

/**
 * Server-side assignment for a page request (no flicker): step splits, the page-level split
 * and the redirect configuration; exposures go to the background writer. Crawlers are never
 * assigned. Never throws.
 */
export async function assignRequest(
  request: NextRequest,
  visitor: { id: string; cookies: Record<string, string>; isCrawler: boolean },
): Promise<RequestAssignment | null> {
  if (visitor.isCrawler) return null;
  try {
    const db = await getDb();
    const outcome = await runAssignment(db, {
      url: request.nextUrl.href,
      pathname: stripLocale(request.nextUrl.pathname),
      cookies: visitor.cookies,
      visitorId: visitor.id,
    }, { recordExposures: false });
    enqueueExposures(visitor.id, outcome.exposures);
    return { ...outcome, secure: isSecureRequest(request) };
  } catch (error) {
    logger.error("splits config: assignment failed; the visitor gets no test", {
      error: String(error),
    });
    return null;
  }
}

/**
 * The page-split redirect (same locale), or null when the visitor stays. The address is checked
 * again as the browser will receive it (`sameSiteRedirectPath`): one that would leave the site
 * (an option stored before the editors checked it, `/a/..//evil.example`) sends nobody anywhere —
 * the visitor stays on the page they asked for, and it is logged.
 */
export function pageSplitRedirect(
  request: NextRequest,
  outcome: AssignmentOutcome | null,
): NextResponse | null {
  const target = outcome?.pageSplit?.redirectTo;
  if (!target) return null;
  const first = request.nextUrl.pathname.split("/")[1];
  const locale = first && isLocale(first) ? first : defaultLocale;
  const url = new URL(target, request.url);
  url.pathname = localizePath(url.pathname, locale);
  if (url.href === request.nextUrl.href) return null;
  if (!sameSiteRedirectPath(url.href, request.nextUrl.origin)) {
    logger.warn("page split: refused a redirect off this site; the visitor stays", { split: outcome?.pageSplit?.groupName ?? null });
    return null;
  }
  return NextResponse.redirect(url, 302);
}

/** The split cookies, with the cookie table's attributes (Secure over https). */
export function applyAssignmentCookies(response: NextResponse, outcome: RequestAssignment | null): void {
  for (const c of outcome?.cookies ?? []) {
    response.cookies.set(c.name, c.value, serverCookieOptions(c.name, { maxAge: c.maxAge, path: c.path, secure: outcome!.secure }));
  }
}
