import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import {
  captureFirstTouch,
  type FirstTouchResult,
} from "@/features/attribution/server/capture-first-touch";

/** First touch on the server: visitor id and attribution cookies, even without JavaScript. */
export function captureRequestFirstTouch(request: NextRequest, now: number): FirstTouchResult {
  return captureFirstTouch({
    url: new URL(request.url),
    cookies: Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
    userAgent: request.headers.get("user-agent"),
    now,
  });
}

export function applyFirstTouchCookies(response: NextResponse, touch: FirstTouchResult): void {
  for (const name of touch.deleteCookies) response.cookies.delete(name);
  for (const c of touch.setCookies) {
    response.cookies.set(c.name, c.value, { maxAge: c.maxAge, path: c.path, sameSite: "lax" });
  }
}
