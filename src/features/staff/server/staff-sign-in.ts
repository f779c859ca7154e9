import "server-only";
import { isAPIError } from "better-auth/api";
import type { Db } from "@/server/db/db-type";
import { attemptKey, clearAttempts, countAttempt, type AttemptRule } from "@/server/rate-limit/attempt-gate";
import { staffAuthFor } from "@/server/staff-auth/staff-auth-instance";
import { staffCodeRule, withCodeAttempt } from "@/server/staff-auth/two-factor-gate";
import { auditStaffSignIn } from "./sign-in-audit";

/**
 * Password attempts one address may have in a run; the run is forgotten 15 minutes after its last
 * attempt (so a lock lasts 15 minutes from the fifth) and ends at a right password.
 */
export const staffSignInLockout = { failures: 5, windowMs: 15 * 60_000 } as const;

export type StaffSignInResult =
  | { ok: true; twoFactorRequired: boolean; cookies: string[] }
  | { ok: false; reason: "invalid_credentials" | "locked_out"; retryAfterSeconds?: number };

function passwordRule(email: string): AttemptRule {
  return { key: attemptKey("staff-password", email), limit: staffSignInLockout.failures, windowMs: staffSignInLockout.windowMs };
}

/**
 * E-mail and password through the staff better-auth (docs/staff.md, "Sign-in"). The attempt is
 * counted before the password is checked (`countAttempt`, one atomic statement), so five
 * attempts are all that any number of parallel requests get; the sixth is refused unchecked —
 * the right password too — until the lock ends. A right password ends the run. A staff member
 * with two-factor gets no session yet: better-auth sets its short challenge cookie and the code
 * step finishes the sign-in. Sign-ins, failures and lockouts are audited.
 */
export async function staffSignIn(db: Db, input: { email: string; password: string; headers: Headers; now?: number }): Promise<StaffSignInResult> {
  const email = input.email.trim().toLowerCase();
  const rule = passwordRule(email);
  const gate = await countAttempt(db, rule, input.now);
  if (!gate.allowed) return { ok: false, reason: "locked_out", retryAfterSeconds: gate.retryAfterSeconds };
  try {
    const result = await staffAuthFor(db).api.signInEmail({
      body: { email, password: input.password },
      headers: input.headers,
      returnHeaders: true,
    });
    await clearAttempts(db, rule.key);
    const twoFactorRequired = (result.response as { twoFactorRedirect?: boolean }).twoFactorRedirect === true;
    await auditStaffSignIn(db, { action: twoFactorRequired ? "staff.signin_password" : "staff.signin", email, method: "password" });
    return { ok: true, twoFactorRequired, cookies: result.headers.getSetCookie() };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await auditStaffSignIn(db, { action: "staff.signin_failed", email, method: "password" });
    if (!gate.lockedUntil) return { ok: false, reason: "invalid_credentials" };
    // The failure that used up the last attempt already answers "locked out".
    await auditStaffSignIn(db, { action: "staff.lockout", email, lockedUntil: gate.lockedUntil });
    const retryAfterSeconds = Math.max(1, Math.ceil((gate.lockedUntil.getTime() - (input.now ?? Date.now())) / 1000));
    return { ok: false, reason: "locked_out", retryAfterSeconds };
  }
}

export type StaffCodeResult = { ok: true; cookies: string[] } | { ok: false; reason: "invalid_code" | "locked_out" };

/**
 * The second step: a TOTP code from the app or one recovery code, checked against better-auth's
 * two-factor challenge cookie. Our gate (`twoFactorGate`, a better-auth before hook) counts the
 * attempt per account before the code is checked: five, then the account is locked for 15
 * minutes from the fifth; a right code ends the run. Audited like the password step.
 */
export async function staffVerifyCode(db: Db, input: { code: string; kind: "totp" | "recovery"; headers: Headers }): Promise<StaffCodeResult> {
  const api = staffAuthFor(db).api;
  const { attempt, outcome } = await withCodeAttempt(() =>
    input.kind === "totp"
      ? api.verifyTOTP({ body: { code: input.code }, headers: input.headers, returnHeaders: true })
      : api.verifyBackupCode({ body: { code: input.code }, headers: input.headers, returnHeaders: true }),
  );
  if (outcome.ok) {
    const userId = attempt.userId ?? (outcome.value.response as { user?: { id?: string } }).user?.id;
    if (userId) {
      await clearAttempts(db, staffCodeRule(userId).key);
      await auditStaffSignIn(db, { action: "staff.signin", userId, method: input.kind });
    }
    return { ok: true, cookies: outcome.value.headers.getSetCookie() };
  }
  const error = outcome.error;
  if (!isAPIError(error)) throw error;
  const gate = attempt.gate;
  if (gate && !gate.allowed) return { ok: false, reason: "locked_out" };
  if (attempt.userId) await auditStaffSignIn(db, { action: "staff.two_factor_failed", userId: attempt.userId, method: input.kind });
  if (attempt.userId && gate?.lockedUntil) {
    await auditStaffSignIn(db, { action: "staff.two_factor_lockout", userId: attempt.userId, lockedUntil: gate.lockedUntil });
    return { ok: false, reason: "locked_out" };
  }
  const locked = error.status === "TOO_MANY_REQUESTS" || /lock/i.test(String(error.body?.code ?? ""));
  return { ok: false, reason: locked ? "locked_out" : "invalid_code" };
}
