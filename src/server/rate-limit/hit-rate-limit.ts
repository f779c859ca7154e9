import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { rateLimitBuckets } from "@/server/db/schema/rate-limit";

export type RateLimitRule = {
  /** What is limited, e.g. `slack:203.0.113.9`. */
  key: string;
  /** Most hits allowed in one window. */
  limit: number;
  windowMs: number;
};

export type RateLimitResult = {
  allowed: boolean;
  count: number;
  limit: number;
  remaining: number;
  resetAt: Date;
  retryAfterSeconds: number;
};

/**
 * Counts one hit in the fixed window containing `now` and says whether it is within the
 * limit. The counter lives in PostgreSQL (one atomic upsert), so every instance shares it;
 * older windows of the same key are removed on the way.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, now: number = Date.now()): Promise<RateLimitResult> {
  const windowStartMs = Math.floor(now / rule.windowMs) * rule.windowMs;
  const windowStart = new Date(windowStartMs);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key: rule.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count });
  const count = row?.count ?? 1;
  if (count === 1) {
    await db
      .delete(rateLimitBuckets)
      .where(and(eq(rateLimitBuckets.key, rule.key), lt(rateLimitBuckets.windowStart, windowStart)));
  }
  const resetAtMs = windowStartMs + rule.windowMs;
  return {
    allowed: count <= rule.limit,
    count,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetAt: new Date(resetAtMs),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAtMs - now) / 1000)),
  };
}

/** Deletes every window that ended before `before` (for a periodic clean-up). */
export async function pruneRateLimitBuckets(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStart, before))
    .returning({ key: rateLimitBuckets.key });
  return removed.length;
}
