import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { getEnv } from "@/env";
import { serverCookieOptions } from "@/features/consent/domain/cookie-table";
import { resolveCountry, type ResolvedCountry } from "@/features/country/domain/resolve-country";
import { isSecureRequest } from "@/server/http/request-facts";

/** A resolved country and whether its cookies go over https only. */
export type RequestCountry = ResolvedCountry & { secure: boolean };

/** The proxy's country step: resolves the country of a page request. */
export function resolveRequestCountry(request: NextRequest): RequestCountry {
  const cookies = Object.fromEntries(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value]));
  const resolved = resolveCountry({
    cookies,
    headers: request.headers,
    searchParams: request.nextUrl.searchParams,
    env: getEnv(),
  });
  return { ...resolved, secure: isSecureRequest(request) };
}

/** Stores the country cookies whose value changed, with the cookie table's attributes. */
export function applyCountryCookies(response: NextResponse, resolved: RequestCountry): NextResponse {
  for (const cookie of resolved.setCookies) {
    const { maxAge, path } = cookie.options;
    response.cookies.set(cookie.name, cookie.value, serverCookieOptions(cookie.name, { maxAge, path, secure: resolved.secure }));
  }
  return response;
}
