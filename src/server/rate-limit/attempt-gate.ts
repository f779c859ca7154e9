import "server-only";
import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { signInAttempts } from "@/server/db/schema/sign-in-attempts";

export type AttemptRule = {
  /** What is guarded, e.g. `staff-password:<hash>`; build it with `attemptKey`. */
  key: string;
  /** Attempts allowed in one run; the next one is refused, the right secret too. */
  limit: number;
  /** A run is forgotten this long after its last counted attempt (the lock lasts as long). */
  windowMs: number;
};

export type AttemptGate =
  /** Counted: this is attempt `count` of `limit`; check the secret now. */
  | { allowed: true; count: number; limit: number; lockedUntil: Date | null }
  /** Locked: nothing was counted and the secret must not be checked. */
  | { allowed: false; count: number; limit: number; lockedUntil: Date; retryAfterSeconds: number };

/** A gate key that never holds the raw value (an address): `<scope>:<sha-256 prefix>`. */
export function attemptKey(scope: string, value: string): string {
  return `${scope}:${createHash("sha256").update(value.trim().toLowerCase()).digest("base64url").slice(0, 32)}`;
}

/**
 * Counts one attempt at a secret BEFORE the secret is checked, in one statement
 * (`insert … on conflict do update … where count < limit returning`), so `limit` attempts are
 * all any number of parallel requests on any number of instances get: the statement that would
 * make attempt `limit + 1` updates nothing and returns nothing, and that request is refused
 * without checking its secret. Every counted attempt moves the run's end `windowMs` ahead; a run
 * whose end has passed starts again at 1. A success calls `clearAttempts`.
 */
export async function countAttempt(db: Db, rule: AttemptRule, now: number = Date.now()): Promise<AttemptGate> {
  const nowDate = new Date(now);
  const expiresAt = new Date(now + rule.windowMs);
  const expired = sql`${signInAttempts.expiresAt} <= ${nowDate.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ key: rule.key, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${signInAttempts.count} + 1 end`,
        expiresAt,
      },
      setWhere: sql`${expired} or ${signInAttempts.count} < ${rule.limit}`,
    })
    .returning({ count: signInAttempts.count });
  if (row) return { allowed: true, count: row.count, limit: rule.limit, lockedUntil: row.count >= rule.limit ? expiresAt : null };
  const [locked] = await db.select({ count: signInAttempts.count, expiresAt: signInAttempts.expiresAt }).from(signInAttempts).where(eq(signInAttempts.key, rule.key));
  const lockedUntil = locked?.expiresAt ?? expiresAt;
  return {
    allowed: false,
    count: locked?.count ?? rule.limit,
    limit: rule.limit,
    lockedUntil,
    retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil.getTime() - now) / 1000)),
  };
}

/** A success ends the run: the next attempt starts again at 1. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
}

/** The attempts counted in a key's current run (0 when none or forgotten). */
export async function attemptsSoFar(db: Db, key: string, now: number = Date.now()): Promise<number> {
  const [row] = await db.select().from(signInAttempts).where(eq(signInAttempts.key, key));
  return row && row.expiresAt.getTime() > now ? row.count : 0;
}

/** Deletes the runs already forgotten (ended before `now`); returns how many. */
export async function pruneAttempts(db: Db, now: number = Date.now()): Promise<number> {
  const removed = await db.delete(signInAttempts).where(lt(signInAttempts.expiresAt, new Date(now))).returning({ key: signInAttempts.key });
  return removed.length;
}
