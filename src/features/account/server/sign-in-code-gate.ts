import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { codeAttempts, signInLifetimeSeconds } from "@/server/auth/auth-instance";
import { authVerifications } from "@/server/db/schema/auth";
import { attemptKey, countAttempt, type AttemptRule } from "@/server/rate-limit/attempt-gate";

export type CodeGate = { kind: "no_code" } | { kind: "locked" } | { kind: "counted"; key: string };

/**
 * Counts one guess at the address's pending sign-in code BEFORE it is checked (docs/account.md,
 * "Sign-in"): five guesses per code under any concurrency, then `too_many_attempts` until a new
 * mail brings a new code. The run is keyed by the address and the pending code's stored hash
 * (hashed again, never kept as is), so a new code starts a new run. better-auth's own count
 * per code stays behind it.
 *
 * `no_code`: nothing is pending (no mail, a spent code, an address without an account); the
 * guess is refused unchecked. While a parallel guess is being checked better-auth holds the
 * code aside for a moment, so the code is looked for a few times before saying so.
 */
export async function gateSignInCode(db: Db, email: string, now?: number): Promise<CodeGate> {
  const pending = await pendingCode(db, email);
  if (!pending) return { kind: "no_code" };
  const colon = pending.value.lastIndexOf(":");
  const storedCode = colon > 0 ? pending.value.slice(0, colon) : pending.value;
  const rule: AttemptRule = { key: attemptKey("signin-code", `${email}\n${storedCode}`), limit: codeAttempts, windowMs: signInLifetimeSeconds * 1000 };
  const gate = await countAttempt(db, rule, now);
  return gate.allowed ? { kind: "counted", key: rule.key } : { kind: "locked" };
}

const lookups = 10;
const lookupPauseMs = 15;

async function pendingCode(db: Db, email: string): Promise<{ value: string } | null> {
  for (let lookup = 1; ; lookup++) {
    const [pending] = await db
      .select({ value: authVerifications.value })
      .from(authVerifications)
      .where(eq(authVerifications.identifier, `sign-in-otp-${email}`))
      .orderBy(desc(authVerifications.createdAt))
      .limit(1);
    if (pending || lookup === lookups) return pending ?? null;
    await new Promise((resolve) => setTimeout(resolve, lookupPauseMs));
  }
}
