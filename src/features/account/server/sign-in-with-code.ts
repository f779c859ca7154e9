import "server-only";
import { isAPIError } from "better-auth/api";
import { codeFailureOf, type SignInFailure } from "@/features/account/domain/sign-in-failure";
import type { Db } from "@/server/db/db-type";
import { pruneExpiredSessions } from "./prune-expired-sessions";
import { authFor } from "@/server/auth/auth-instance";
import { sessionCookieFrom } from "@/server/auth/session-cookie";
import { forgetPendingLinks } from "./forget-pending-sign-in";

export type SignedIn = { ok: true; sessionCookie: string; userId: string };
export type SignInRefused = { ok: false; failure: SignInFailure };

/**
 * Signs in with the mail's 6-digit code (already normalised): better-auth checks it (hashed,
 * 15 minutes, a few tries) and opens a session; the links of pending mails stop working.
 */
export async function signInWithCode(db: Db, input: { email: string; code: string; headers: Headers }): Promise<SignedIn | SignInRefused> {
  const email = input.email.trim().toLowerCase();
  try {
    const result = await authFor(db).api.signInEmailOTP({
      body: { email, otp: input.code },
      headers: input.headers,
      returnHeaders: true,
    });
    const sessionCookie = sessionCookieFrom(result.headers);
    if (!sessionCookie) throw new Error("better-auth opened no session.");
    await forgetPendingLinks(db, email);
    await pruneExpiredSessions(db, result.response.user.id);
    return { ok: true, sessionCookie, userId: result.response.user.id };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, failure: codeFailureOf(error.body?.code) };
    throw error;
  }
}
