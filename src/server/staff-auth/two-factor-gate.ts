import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Db } from "@/server/db/db-type";
import { countAttempt, type AttemptGate, type AttemptRule } from "@/server/rate-limit/attempt-gate";

/** Wrong two-factor codes (app or recovery) one staff account may have before it is locked. */
export const staffCodeLockout = { attempts: 5, windowMs: 15 * 60_000 } as const;

/** The gate of one staff account's two-factor codes, keyed by the account's id. */
export function staffCodeRule(userId: string): AttemptRule {
  return { key: `staff-code:${userId}`, limit: staffCodeLockout.attempts, windowMs: staffCodeLockout.windowMs };
}

/** What the gate learned about one code attempt, for the caller's audit and clean-up. */
export type CodeAttempt = { userId?: string; gate?: AttemptGate };

const attempts = new AsyncLocalStorage<CodeAttempt>();

/** Runs one code check with a holder the gate fills in (who the challenge is for, the count). */
export async function withCodeAttempt<T>(run: () => Promise<T>): Promise<{ attempt: CodeAttempt; outcome: { ok: true; value: T } | { ok: false; error: unknown } }> {
  const attempt: CodeAttempt = {};
  try {
    return { attempt, outcome: { ok: true, value: await attempts.run(attempt, run) } };
  } catch (error) {
    return { attempt, outcome: { ok: false, error } };
  }
}

const codePaths = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/**
 * better-auth's before hook for the sign-in's code step: finds whose two-factor challenge the
 * request carries (the signed challenge cookie and its verification row, as better-auth's own
 * check does) and counts the attempt in our gate BEFORE the code is checked. Past the limit it
 * refuses at once (429), so parallel guesses never reach the code check. better-auth's own
 * lockout reads, checks, then writes its count, which parallel requests race past.
 */
export function twoFactorGate(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (!codePaths.has(ctx.path)) return;
    const cookie = ctx.context.createAuthCookie("two_factor");
    const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    // Without a live challenge better-auth refuses before checking any code.
    if (!challenge) return;
    const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
    if (!verification) return;
    const gate = await countAttempt(db, staffCodeRule(verification.value));
    const holder = attempts.getStore();
    if (holder) Object.assign(holder, { userId: verification.value, gate });
    if (!gate.allowed) throw new APIError("TOO_MANY_REQUESTS", { message: "Too many wrong codes.", code: "ACCOUNT_LOCKED" });
  });
}
