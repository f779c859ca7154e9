import "server-only";
import { NextRequest, type NextResponse } from "next/server";
import { getEnv } from "@/env";
import { serverCookieOptions } from "@/features/consent/domain/cookie-table";
import { countryRequestHeader } from "@/features/country/domain/country-cookies";
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

/**
 * A copy of the request that carries the resolved country to the page render (cookies set on
 * the response are not visible to the render of the same request). Any incoming value of the
 * header is replaced, so a visitor cannot choose it.
 */
export function withCountryHeader(request: NextRequest, resolved: ResolvedCountry): NextRequest {
  const headers = new Headers(request.headers);
  headers.set(countryRequestHeader, resolved.country);
  return new NextRequest(request, { headers });
}

/** Stores the country cookies whose value changed, with the cookie table's attributes. */
export function applyCountryCookies(response: NextResponse, resolved: RequestCountry): NextResponse {
  for (const cookie of resolved.setCookies) {
    const { maxAge, path } = cookie.options;
    response.cookies.set(cookie.name, cookie.value, serverCookieOptions(cookie.name, { maxAge, path, secure: resolved.secure }));
  }
  return response;
}
