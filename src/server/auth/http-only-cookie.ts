import "server-only";
import { isSecureRequest } from "@/server/http/request-facts";

export type RequestSource = Parameters<typeof isSecureRequest>[0];

export type HttpOnlyCookieOptions = { httpOnly: true; sameSite: "lax"; secure: boolean; path: "/"; maxAge: number };

/** Anything with Next's `cookies.set(name, value, options)`: `await cookies()` or `response.cookies`. */
export type CookieWriter = { set(name: string, value: string, options: HttpOnlyCookieOptions): unknown };

/**
 * Options of the server's private cookies (session, site token): out of reach of page scripts,
 * not sent on cross-site sub-requests or posts, Secure whenever the visitor came over https.
 */
export function httpOnlyCookieOptions(request: RequestSource, maxAgeSeconds: number): HttpOnlyCookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: isSecureRequest(request), path: "/", maxAge: maxAgeSeconds };
}
