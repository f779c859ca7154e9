import "server-only";
import { httpOnlyCookieOptions, type CookieWriter, type RequestSource } from "./http-only-cookie";
import { sessionCookieName } from "./session-claims";

/**
 * Stores a signed session (see signSessionToken) in the `session` cookie: HttpOnly,
 * SameSite=Lax, Secure over https, path /, for `maxAgeSeconds` (use the token's lifetime).
 */
export function writeSessionCookie(
  target: CookieWriter,
  token: string,
  options: { request: RequestSource; maxAgeSeconds: number },
): void {
  target.set(sessionCookieName, token, httpOnlyCookieOptions(options.request, options.maxAgeSeconds));
}

/** Signs out: the same cookie, empty and expired. */
export function clearSessionCookie(target: CookieWriter, request: RequestSource): void {
  target.set(sessionCookieName, "", httpOnlyCookieOptions(request, 0));
}
