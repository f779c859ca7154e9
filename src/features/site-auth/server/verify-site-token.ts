import "server-only";
import { jwtVerify } from "jose";
import { siteTokenIssuer, siteTokenKey } from "./site-token-key";

export type VerifiedSiteToken = { uuid: string; exp: number };

/** The claims of a token we signed that has not expired; null otherwise. */
export async function verifySiteToken(token: string, nowMs: number = Date.now()): Promise<VerifiedSiteToken | null> {
  try {
    const { payload } = await jwtVerify(token, siteTokenKey(), {
      issuer: siteTokenIssuer,
      algorithms: ["HS256"],
      currentDate: new Date(nowMs),
    });
    if (typeof payload.uuid !== "string" || typeof payload.exp !== "number") return null;
    return { uuid: payload.uuid, exp: payload.exp };
  } catch {
    return null;
  }
}

/** The verified token of an `Authorization: Bearer <token>` header, or null. */
export async function verifyBearer(request: Request, nowMs: number = Date.now()): Promise<VerifiedSiteToken | null> {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? verifySiteToken(match[1]!, nowMs) : null;
}
