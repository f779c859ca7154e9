import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { AssignmentOutcome } from "@/features/experiments/server/run-assignment";
import { runAssignment } from "@/features/experiments/server/run-assignment";
import { localizePath, stripLocale, isLocale, defaultLocale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import type { ExperimentHandOver } from "./request-context";

/**
 * Server-side assignment for a page request (no flicker): step splits, the page-level split
 * and the redirect configuration. Crawlers are never assigned. Never throws.
 */
export async function assignRequest(
  request: NextRequest,
  visitor: { id: string; cookies: Record<string, string>; isCrawler: boolean },
): Promise<AssignmentOutcome | null> {
  if (visitor.isCrawler) return null;
  try {
    const db = await getDb();
    return await runAssignment(db, {
      url: request.nextUrl.href,
      pathname: stripLocale(request.nextUrl.pathname),
      cookies: visitor.cookies,
      visitorId: visitor.id,
    });
  } catch (error) {
    logger.error("splits config: assignment failed; the visitor gets no test", {
      error: String(error),
    });
    return null;
  }
}

/** The page-split redirect (same locale), or null when the visitor stays. */
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
  return NextResponse.redirect(url, 302);
}

export function applyAssignmentCookies(
  response: NextResponse,
  outcome: AssignmentOutcome | null,
): void {
  for (const c of outcome?.cookies ?? []) {
    response.cookies.set(c.name, c.value, { maxAge: c.maxAge, path: c.path, sameSite: c.sameSite });
  }
}

export function handOver(outcome: AssignmentOutcome | null): ExperimentHandOver {
  const groups: Record<string, string> = {};
  for (const assignment of Object.values(outcome?.byStep ?? {})) {
    if (assignment) groups[assignment.splitName] = String(assignment.groupIndex);
  }
  if (outcome?.pageSplit) groups[outcome.pageSplit.groupName] = outcome.pageSplit.optionId;
  return {
    groups,
    instructions: outcome?.instructions ?? {},
    splits: outcome?.state.splits ?? [],
    stepsPositions: { ...(outcome?.state.stepsPositions ?? {}) },
    redirect: outcome?.redirect
      ? { name: outcome.redirect.config.name, rules: [...outcome.redirect.config.rules] }
      : null,
  };
}
