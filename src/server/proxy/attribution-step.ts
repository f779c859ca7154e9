import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import type { FirstTouchResult } from "@/features/attribution/server/capture-first-touch";
import { serverCookieOptions } from "@/features/consent/domain/cookie-table";
import { isSecureRequest } from "@/server/http/request-facts";
import { resolveVisitor } from "@/server/request-context/resolve-visitor";

export type RequestFirstTouch = FirstTouchResult & { secure: boolean };

/**
 * First touch on the server: visitor id and attribution cookies, even without JavaScript.
 * Only the cookies the visitor's consent covers are written (click ids need targeting, campaign
 * values performance, where consent is required or Global Privacy Control is on); stored ones
 * it no longer covers are deleted. See docs/consent.md. The proxy gets the same from
 * `resolveRequestContext`; this is its cookie half for one request.
 */
export function captureRequestFirstTouch(request: NextRequest, now: number): RequestFirstTouch {
  const cookies = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  const { touch } = resolveVisitor({ url: new URL(request.url), cookies, headers: request.headers, now });
  return { ...touch, secure: isSecureRequest(request) };
}

export function applyFirstTouchCookies(response: NextResponse, touch: RequestFirstTouch): void {
  for (const name of touch.deleteCookies) response.cookies.delete(name);
  for (const c of touch.setCookies) {
    response.cookies.set(c.name, c.value, serverCookieOptions(c.name, { maxAge: c.maxAge, path: c.path, secure: touch.secure }));
  }
}
