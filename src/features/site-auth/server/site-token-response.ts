import "server-only";
import { NextResponse } from "next/server";
import { tokenCookieMaxAge, tokenCookieName } from "@/features/site-auth/domain/token-cookie";
import { httpOnlyCookieOptions, type RequestSource } from "@/server/auth/http-only-cookie";
import type { SignedSiteToken } from "./sign-site-token";

/**
 * The answer of POST /v4.0/site/auth: `{ token, expiresAt }`, and the same token in the
 * HttpOnly `token` cookie for two thirds of its lifetime, so page scripts never read it and
 * the browser still sends it with same-origin API calls.
 */
export function siteTokenResponse(issued: SignedSiteToken, request: RequestSource, nowMs: number): Response {
  const response = NextResponse.json(issued, { headers: { "Cache-Control": "no-store" } });
  const maxAge = tokenCookieMaxAge(issued.expiresAt, nowMs);
  if (maxAge > 0) response.cookies.set(tokenCookieName, issued.token, httpOnlyCookieOptions(request, maxAge));
  return response;
}
