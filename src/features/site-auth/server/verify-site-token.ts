import "server-only";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { tokenCookieName } from "@/features/site-auth/domain/token-cookie";
import { verifyWithKeyRing } from "@/server/secrets/key-ring-jwt";
import { siteTokenAudience, siteTokenIssuer, siteTokenKeyRing } from "./site-token-key";

export type VerifiedSiteToken = { uuid: string; exp: number };

/** The claims of a site token we signed that has not expired; null otherwise. */
export async function verifySiteToken(token: string, nowMs: number = Date.now()): Promise<VerifiedSiteToken | null> {
  try {
    const { payload } = await verifyWithKeyRing(token, siteTokenKeyRing(), {
      audience: siteTokenAudience,
      issuer: siteTokenIssuer,
      nowMs,
    });
    if (typeof payload.uuid !== "string" || typeof payload.exp !== "number") return null;
    return { uuid: payload.uuid, exp: payload.exp };
  } catch {
    return null;
  }
}

/**
 * The site token a request carries: `Authorization: Bearer <token>`, else the HttpOnly `token`
 * cookie the server set (the browser cannot read it, so it sends the cookie instead).
 */
export function readSiteToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (bearer) return bearer;
  return parseCookieHeader(request.headers.get("cookie"))[tokenCookieName] || null;
}

/** The verified site token of a request (bearer, else cookie), or null. */
export async function verifyRequestSiteToken(request: Request, nowMs: number = Date.now()): Promise<VerifiedSiteToken | null> {
  const token = readSiteToken(request);
  return token ? verifySiteToken(token, nowMs) : null;
}

