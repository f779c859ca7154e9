import "server-only";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import {
  resolveFirstTouch,
  type CookieToSet,
  type FirstTouchResult,
} from "@/features/attribution/domain/resolve-first-touch";
import { mintVisitorId } from "@/features/attribution/domain/visitor-id";
import { cookieLifetimes, defaultCookiePath } from "@/features/attribution/domain/cookie-lifetimes";
import { sealVisitorId, visitorSealCookie } from "./visitor-seal";

export type { CookieToSet, FirstTouchResult };

export type CaptureFirstTouchInput = {
  url: URL;
  cookies: Record<string, string>;
  userAgent: string | null;
  /** Epoch milliseconds. */
  now: number;
};

/**
 * Called by the proxy on every page request: returns the cookies to set and delete for the
 * visitor id and the attribution parameters (see docs/attribution.md). A visitor id minted here
 * gets its seal beside it (`proxy_user_seal`, HttpOnly), which binds site tokens to it.
 */
export function captureFirstTouch(input: CaptureFirstTouchInput): FirstTouchResult {
  let minted: string | undefined;
  const result = resolveFirstTouch({
    query: input.url.searchParams,
    cookies: input.cookies,
    userAgent: input.userAgent,
    nowMs: input.now,
    newVisitorId: () => (minted = mintVisitorId()),
  });
  if (!minted || result.proxyUserId !== minted) return result;
  const seal = { name: visitorSealCookie, value: sealVisitorId(minted), maxAge: cookieLifetimes.longLived, path: defaultCookiePath };
  return { ...result, setCookies: [...result.setCookies, seal] };
}

/** The same, from a Fetch API request (reads the Cookie and User-Agent headers). */
export function captureFirstTouchFromRequest(request: Request, now: number): FirstTouchResult {
  return captureFirstTouch({
    url: new URL(request.url),
    cookies: parseCookieHeader(request.headers.get("cookie")),
    userAgent: request.headers.get("user-agent"),
    now,
  });
}
