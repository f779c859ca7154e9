import "server-only";
import { httpOnlyCookieOptions, type RequestSource } from "./http-only-cookie";
import { sessionCookieName } from "./session-claims";

/** Anything that sets cookies the way Next's cookie stores do: `await cookies()` or `response.cookies`. */
export type SessionCookieWriter = {
  set(name: string, value: string, options: { httpOnly: boolean; sameSite: "lax"; secure: boolean; path: "/"; maxAge: number }): unknown;
};

/** The readable cookie that tells the page someone is signed in (their uuid; never the e-mail). */
export const signedInHintCookie = "userId";

/**
 * The signed session token better-auth set in its answer (`Set-Cookie: session=…`), decoded;
 * null when it set none or cleared it.
 */
export function sessionCookieFrom(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== sessionCookieName) continue;
    const value = pair.slice(eq + 1).trim();
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Stores a signed session in the `session` cookie: HttpOnly, SameSite=Lax, Secure over https,
 * path /, for `maxAgeSeconds`. Beside it, the readable `userId` cookie with the customer's uuid
 * and the same lifetime: the prerendered pages' header asks `/api/viewer` who is signed in only
 * when it is present (docs/security.md, cookie table).
 */
export function writeSessionCookie(
  target: SessionCookieWriter,
  token: string,
  options: { request: RequestSource; maxAgeSeconds: number; userId: string },
): void {
  const attributes = httpOnlyCookieOptions(options.request, options.maxAgeSeconds);
  target.set(sessionCookieName, token, attributes);
  target.set(signedInHintCookie, options.userId, { ...attributes, httpOnly: false });
}

/** Signs out: both cookies, empty and expired. */
export function clearSessionCookie(target: SessionCookieWriter, request: RequestSource): void {
  const attributes = httpOnlyCookieOptions(request, 0);
  target.set(sessionCookieName, "", attributes);
  target.set(signedInHintCookie, "", { ...attributes, httpOnly: false });
}
