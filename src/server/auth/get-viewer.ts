import "server-only";
import { cookies } from "next/headers";
import { verifyWithKeyRing } from "@/server/secrets/key-ring-jwt";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import { sessionAudience, sessionClaimsSchema, sessionCookieName, sessionIssuer } from "./session-claims";

export type Viewer = {
  userData: { uuid: string; email: string } | null;
  isManagementUser: boolean;
};

export const anonymousViewer: Viewer = { userData: null, isManagementUser: false };

/**
 * Who is looking, from a session cookie value: a JWT (HS256, signed with a SESSION_KEYS key
 * named by its `kid`, audience `platewise-session`) with `uuid`, `email` and, for staff,
 * `staff: true`. Anything missing, expired, forged, signed with a site-token key or malformed is
 * the anonymous viewer. No sign-in issues such a cookie yet (it will use signSessionToken and
 * writeSessionCookie), so today every visitor is anonymous and `isManagementUser` is false.
 */
export async function readViewer(sessionToken: string | undefined, nowMs: number = Date.now()): Promise<Viewer> {
  if (!sessionToken) return anonymousViewer;
  try {
    const { payload } = await verifyWithKeyRing(sessionToken, getServerSecrets().sessionKeys, {
      audience: sessionAudience,
      issuer: sessionIssuer,
      nowMs,
    });
    const claims = sessionClaimsSchema.safeParse(payload);
    if (!claims.success) return anonymousViewer;
    return {
      userData: { uuid: claims.data.uuid, email: claims.data.email },
      isManagementUser: claims.data.staff === true,
    };
  } catch {
    return anonymousViewer;
  }
}

/** The viewer of the current request (server components, actions, route handlers). */
export async function getViewer(): Promise<Viewer> {
  const store = await cookies();
  return readViewer(store.get(sessionCookieName)?.value);
}
