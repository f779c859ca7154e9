import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { attributionParams } from "@/features/attribution/domain/attribution-params";
import {
  captureFirstTouch,
  type FirstTouchResult,
} from "@/features/attribution/server/capture-first-touch";
import { allowedCookieWrites, withdrawnCookies } from "@/features/consent/domain/cookie-consent";
import { serverCookieOptions } from "@/features/consent/domain/cookie-table";
import { consentCookieName, hasGlobalPrivacyControl, visitorConsent } from "@/features/consent/domain/visitor-consent";
import { resolveRequestCountry } from "@/features/country/server/country-step";
import { isSecureRequest } from "@/server/http/request-facts";

export type RequestFirstTouch = FirstTouchResult & { secure: boolean };

/**
 * First touch on the server: visitor id and attribution cookies, even without JavaScript.
 * Only the cookies the visitor's consent covers are written (click ids need targeting, campaign
 * values performance, where consent is required or Global Privacy Control is on); stored ones
 * it no longer covers are deleted. See docs/consent.md.
 */
export function captureRequestFirstTouch(request: NextRequest, now: number): RequestFirstTouch {
  const cookies = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  const touch = captureFirstTouch({
    url: new URL(request.url),
    cookies,
    userAgent: request.headers.get("user-agent"),
    now,
  });
  const consent = visitorConsent({
    country: resolveRequestCountry(request).country,
    consentCookie: cookies[consentCookieName],
    globalPrivacyControl: hasGlobalPrivacyControl(request.headers.get("sec-gpc")),
    nowMs: now,
  });
  const withdrawn = withdrawnCookies(cookies, attributionParams, consent);
  return {
    ...touch,
    setCookies: allowedCookieWrites(touch.setCookies, consent),
    deleteCookies: [...new Set([...touch.deleteCookies, ...withdrawn])],
    secure: isSecureRequest(request),
  };
}

export function applyFirstTouchCookies(response: NextResponse, touch: RequestFirstTouch): void {
  for (const name of touch.deleteCookies) response.cookies.delete(name);
  for (const c of touch.setCookies) {
    response.cookies.set(c.name, c.value, serverCookieOptions(c.name, { maxAge: c.maxAge, path: c.path, secure: touch.secure }));
  }
}
