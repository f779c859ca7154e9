import "server-only";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { mintVisitorId } from "@/features/attribution/domain/visitor-id";
import {
  resolveFirstTouch,
  type CookieToSet,
  type FirstTouchResult,
} from "@/features/attribution/domain/resolve-first-touch";

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
 * visitor id and the attribution parameters (see docs/attribution.md).
 */
export function captureFirstTouch(input: CaptureFirstTouchInput): FirstTouchResult {
  return resolveFirstTouch({
    query: input.url.searchParams,
    cookies: input.cookies,
    userAgent: input.userAgent,
    nowMs: input.now,
    newVisitorId: mintVisitorId,
  });
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
