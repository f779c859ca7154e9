import "server-only";
import { isAPIError } from "better-auth/api";
import type { Db } from "@/server/db/db-type";
import { pruneExpiredSessions } from "./prune-expired-sessions";
import { authFor } from "@/server/auth/auth-instance";
import { sessionCookieFrom } from "@/server/auth/session-cookie";
import type { SignedIn, SignInRefused } from "./sign-in-with-code";

/**
 * Signs in with the token of a mail's link: better-auth finds it (hashed), spends it and opens a
 * session. A used, expired or unknown token is refused. The mail's code keeps working: a mail
 * scanner may have opened the link before the reader (docs/account.md, "Sign-in").
 */
export async function signInWithLink(db: Db, input: { token: string; headers: Headers }): Promise<SignedIn | SignInRefused> {
  try {
    const result = await authFor(db).api.magicLinkVerify({
      query: { token: input.token },
      headers: input.headers,
      returnHeaders: true,
    });
    const sessionCookie = sessionCookieFrom(result.headers);
    if (!sessionCookie || !result.response) return { ok: false, failure: "link_invalid" };
    await pruneExpiredSessions(db, result.response.user.id);
    return { ok: true, sessionCookie, userId: result.response.user.id };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, failure: "link_invalid" };
    throw error;
  }
}
