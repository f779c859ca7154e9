import "server-only";
import { isAPIError } from "better-auth/api";
import { codeFailureOf, type SignInFailure } from "@/features/account/domain/sign-in-failure";
import type { Db } from "@/server/db/db-type";
import { pruneExpiredSessions } from "./prune-expired-sessions";
import { authFor } from "@/server/auth/auth-instance";
import { sessionCookieFrom } from "@/server/auth/session-cookie";
import { clearAttempts } from "@/server/rate-limit/attempt-gate";
import { forgetPendingLinks } from "./forget-pending-sign-in";
import { gateSignInCode } from "./sign-in-code-gate";

export type SignedIn = { ok: true; sessionCookie: string; userId: string };
export type SignInRefused = { ok: false; failure: SignInFailure };

/**
 * Signs in with the mail's 6-digit code (already normalised): the guess is counted first
 * (`gateSignInCode`: five per code, whatever arrives in parallel), then better-auth checks it
 * (hashed, 15 minutes) and opens a session; the links of pending mails stop working.
 */
export async function signInWithCode(db: Db, input: { email: string; code: string; headers: Headers }): Promise<SignedIn | SignInRefused> {
  const email = input.email.trim().toLowerCase();
  const gate = await gateSignInCode(db, email);
  if (gate.kind === "no_code") return { ok: false, failure: "invalid_code" };
  if (gate.kind === "locked") return { ok: false, failure: "too_many_attempts" };
  try {
    const result = await authFor(db).api.signInEmailOTP({
      body: { email, otp: input.code },
      headers: input.headers,
      returnHeaders: true,
    });
    const sessionCookie = sessionCookieFrom(result.headers);
    if (!sessionCookie) throw new Error("better-auth opened no session.");
    await clearAttempts(db, gate.key);
    await forgetPendingLinks(db, email);
    await pruneExpiredSessions(db, result.response.user.id);
    return { ok: true, sessionCookie, userId: result.response.user.id };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, failure: codeFailureOf(error.body?.code) };
    throw error;
  }
}
