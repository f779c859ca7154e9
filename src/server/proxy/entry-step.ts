import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { quizSessionCookie } from "@/features/quiz/domain/quiz-cookies";
import { parseQuizPath } from "@/features/quiz/domain/quiz-paths";
import { sameSiteRedirectPath } from "@/features/site/domain/site-path-check";
import { planEntryRedirect } from "@/features/quiz/server/first-step-entry";
import { hashQuizSessionToken, isQuizSessionToken } from "@/features/quiz/server/quiz-session-token";
import { defaultLocale, isLocale, localizePath, stripLocale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import type { ExperimentHandOver } from "@/server/request-context/request-context";

/**
 * The quiz entry decision, made once here: `/quiz…` entries and a funnel's first step go
 * where the experiment's `quiz_page` instruction or a redirect rule sends the visitor
 * (docs/quiz.md). Only page loads are redirected: a form posted to a first step is saved there.
 * Null when the visitor stays; never throws.
 */
export async function entryRedirect(request: NextRequest, experiments: ExperimentHandOver, country?: string): Promise<NextResponse | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const pathname = stripLocale(request.nextUrl.pathname);
  const isEntry = pathname === "/quiz" || pathname.startsWith("/quiz/");
  if (!isEntry && !parseQuizPath(pathname)) return null;
  const first = request.nextUrl.pathname.split("/")[1];
  const locale = first && isLocale(first) ? first : defaultLocale;
  const token = request.cookies.get(quizSessionCookie)?.value;
  try {
    const target = await planEntryRedirect(await getDb(), {
      pathname,
      query: request.nextUrl.searchParams,
      sessionTokenHash: isQuizSessionToken(token) ? hashQuizSessionToken(token) : null,
      experiments,
      country,
    });
    if (!target) return null;
    const url = new URL(localizePath(target, locale), request.url);
    // Checked again as the browser will receive it; an address off the site falls back to home.
    if (!sameSiteRedirectPath(url.href, request.nextUrl.origin)) {
      logger.warn("quiz entry: refused a redirect off this site; sent home instead");
      return NextResponse.redirect(new URL(localizePath("/", locale), request.url), 307);
    }
    return NextResponse.redirect(url, 307);
  } catch (error) {
    logger.error("quiz entry: redirect decision failed; the visitor stays", { error: String(error) });
    return null;
  }
}
