import "server-only";
import { getEnv } from "@/env";
import { attributionParams, visitorIdParam } from "@/features/attribution/domain/attribution-params";
import { captureFirstTouch, type FirstTouchResult } from "@/features/attribution/server/capture-first-touch";
import type { ConsentState } from "@/features/consent/domain/consent-groups";
import { allowedCookieWrites, withdrawnCookies } from "@/features/consent/domain/cookie-consent";
import { consentCookieName, hasGlobalPrivacyControl, visitorConsent } from "@/features/consent/domain/visitor-consent";
import { resolveCountry, type ResolvedCountry } from "@/features/country/domain/resolve-country";

export type VisitorInput = {
  url: URL;
  cookies: Record<string, string>;
  headers: { get(name: string): string | null };
  /** Epoch milliseconds. */
  now: number;
};

export type ResolvedVisitor = {
  country: ResolvedCountry;
  consent: ConsentState;
  /** The first-touch result with only the cookie writes the visitor's consent covers. */
  touch: FirstTouchResult;
  /** The visitor's cookies as they stand after this request's writes and deletions. */
  cookies: Record<string, string>;
  attribution: Record<string, string>;
  isNewVisitor: boolean;
};

/**
 * The visitor side of a request, in one place and one order: the country (override, the
 * trusted geo header when configured else the cookie, default), the consent the visitor gave (or the country's defaults), the
 * first-touch rules (the visitor id — minted here only, through `mintVisitorId` — and the
 * attribution cookies the consent covers). Pure but for the clock and the id generator.
 */
export function resolveVisitor(input: VisitorInput): ResolvedVisitor {
  const country = resolveCountry({
    cookies: input.cookies,
    headers: input.headers,
    searchParams: input.url.searchParams,
    env: getEnv(),
  });
  const consent = visitorConsent({
    country: country.country,
    consentCookie: input.cookies[consentCookieName],
    globalPrivacyControl: hasGlobalPrivacyControl(input.headers.get("sec-gpc")),
    nowMs: input.now,
  });
  const raw = captureFirstTouch({
    url: input.url,
    cookies: input.cookies,
    userAgent: input.headers.get("user-agent"),
    now: input.now,
  });
  const withdrawn = withdrawnCookies(input.cookies, attributionParams, consent);
  const touch: FirstTouchResult = {
    ...raw,
    setCookies: allowedCookieWrites(raw.setCookies, consent),
    deleteCookies: [...new Set([...raw.deleteCookies, ...withdrawn])],
  };
  const cookies = { ...input.cookies };
  for (const name of touch.deleteCookies) delete cookies[name];
  for (const c of touch.setCookies) cookies[c.name] = c.value;
  for (const c of country.setCookies) cookies[c.name] = c.value;
  const attribution: Record<string, string> = {};
  for (const name of attributionParams) {
    const value = cookies[name];
    if (value) attribution[name] = value;
  }
  return {
    country,
    consent,
    touch,
    cookies,
    attribution,
    isNewVisitor: touch.proxyUserId !== input.cookies[visitorIdParam],
  };
}
