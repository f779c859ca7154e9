import "server-only";
import { jwtVerify } from "jose";
import { cookies } from "next/headers";
import { getEnv } from "@/env";
import { sessionAudience, sessionClaimsSchema, sessionCookieName } from "./session-claims";

export type Viewer = {
  userData: { uuid: string; email: string } | null;
  isManagementUser: boolean;
};

export const anonymousViewer: Viewer = { userData: null, isManagementUser: false };

/**
 * Who is looking, from a session cookie value: a JWT (HS256, SITE_TOKEN_SECRET, audience
 * `platewise-session`) with `uuid`, `email` and, for staff, `staff: true`. Anything missing,
 * expired, forged or malformed is the anonymous viewer. No sign-in issues such a cookie yet,
 * so today every visitor is anonymous and `isManagementUser` is false.
 */
export async function readViewer(sessionToken: string | undefined, nowMs: number = Date.now()): Promise<Viewer> {
  if (!sessionToken) return anonymousViewer;
  try {
    const { payload } = await jwtVerify(sessionToken, new TextEncoder().encode(getEnv().SITE_TOKEN_SECRET), {
      audience: sessionAudience,
      algorithms: ["HS256"],
      currentDate: new Date(nowMs),
      requiredClaims: ["exp"],
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
