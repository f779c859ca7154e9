import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { unavailablePagePath, unavailableRetryAfterSeconds } from "@/features/site/domain/unavailable-page";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { databaseAvailability } from "@/server/db/client";

/**
 * While the database is down, every page request is rewritten to the translated
 * "we'll be right back" page with status 503, Retry-After and no caching; the address in the
 * browser stays the same, so "try again" reloads it. Null while the database is up (the
 * check is in memory; a `select 1` probe runs at most every 2 s while down).
 * `withRequestHeaders` adds what the render needs from other steps (e.g. the CSP nonce).
 */
export async function unavailableRewrite(
  request: NextRequest,
  withRequestHeaders?: (headers: Headers) => void,
): Promise<NextResponse | null> {
  if (await databaseAvailability().check()) return null;
  const [, first] = request.nextUrl.pathname.split("/");
  const locale = isLocale(first) ? first : defaultLocale;
  const url = request.nextUrl.clone();
  url.pathname = `${unavailablePagePath}/${locale}`;
  url.search = "";
  const headers = new Headers(request.headers);
  withRequestHeaders?.(headers);
  const response = NextResponse.rewrite(url, { status: 503, request: { headers } });
  response.headers.set("retry-after", String(unavailableRetryAfterSeconds));
  response.headers.set("cache-control", "no-store");
  return response;
}
