import "server-only";
import { isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { rateLimitBuckets } from "@/server/db/schema/rate-limit";
import { hitRateLimit, type RateLimitRule } from "@/server/rate-limit/hit-rate-limit";
import { staffAuthFor } from "@/server/staff-auth/staff-auth-instance";

/** Failed password sign-ins one address may have in 15 minutes before it is locked out. */
export const staffSignInLockout = { failures: 5, windowMs: 15 * 60_000 } as const;

export type StaffSignInResult =
  | { ok: true; twoFactorRequired: boolean; cookies: string[] }
  | { ok: false; reason: "invalid_credentials" | "locked_out"; retryAfterSeconds?: number };

function lockoutRule(email: string): RateLimitRule {
  return { key: `staff-signin-failed:${email}`, limit: staffSignInLockout.failures, windowMs: staffSignInLockout.windowMs };
}

async function failuresSoFar(db: Db, rule: RateLimitRule, now: number): Promise<{ count: number; resetAt: number }> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const [row] = await db
    .select({ count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.key, rule.key), eq(rateLimitBuckets.windowStart, new Date(windowStart))));
  return { count: row?.count ?? 0, resetAt: windowStart + rule.windowMs };
}

/**
 * E-mail and password through the staff better-auth (docs/staff.md, "Sign-in"). After five
 * failures in the window the address is locked out until it ends — the right password too is
 * refused meanwhile. A staff member with two-factor gets no session yet: better-auth sets its
 * short two-factor challenge cookie and the code step finishes the sign-in.
 */
export async function staffSignIn(db: Db, input: { email: string; password: string; headers: Headers; now?: number }): Promise<StaffSignInResult> {
  const email = input.email.trim().toLowerCase();
  const now = input.now ?? Date.now();
  const rule = lockoutRule(email);
  const failures = await failuresSoFar(db, rule, now);
  if (failures.count >= rule.limit) {
    return { ok: false, reason: "locked_out", retryAfterSeconds: Math.max(1, Math.ceil((failures.resetAt - now) / 1000)) };
  }
  try {
    const result = await staffAuthFor(db).api.signInEmail({
      body: { email, password: input.password },
      headers: input.headers,
      returnHeaders: true,
    });
    const body = result.response as { twoFactorRedirect?: boolean };
    return { ok: true, twoFactorRequired: body.twoFactorRedirect === true, cookies: result.headers.getSetCookie() };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const hit = await hitRateLimit(db, rule, now);
    // The failure that reaches the limit already answers "locked out".
    return hit.count < rule.limit
      ? { ok: false, reason: "invalid_credentials" }
      : { ok: false, reason: "locked_out", retryAfterSeconds: hit.retryAfterSeconds };
  }
}

export type StaffCodeResult = { ok: true; cookies: string[] } | { ok: false; reason: "invalid_code" | "locked_out" };

/**
 * The second step: a TOTP code from the app or one recovery code, checked against
 * better-auth's two-factor challenge cookie (its own lockout counts wrong codes per account).
 */
export async function staffVerifyCode(db: Db, input: { code: string; kind: "totp" | "recovery"; headers: Headers }): Promise<StaffCodeResult> {
  const api = staffAuthFor(db).api;
  try {
    const result =
      input.kind === "totp"
        ? await api.verifyTOTP({ body: { code: input.code }, headers: input.headers, returnHeaders: true })
        : await api.verifyBackupCode({ body: { code: input.code }, headers: input.headers, returnHeaders: true });
    return { ok: true, cookies: result.headers.getSetCookie() };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const locked = error.status === "TOO_MANY_REQUESTS" || /lock/i.test(String(error.body?.code ?? ""));
    return { ok: false, reason: locked ? "locked_out" : "invalid_code" };
  }
}
