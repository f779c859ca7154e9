import type { Db } from "@/server/db/db-type";
import { rateLimitBuckets } from "@/server/db/schema/rate-limit";

/**
 * Uses up a key's limit in the current and the next window, so a request made now is over
 * the limit whichever side of a window boundary it lands on.
 */
export async function fillRateLimit(db: Db, key: string, count: number, windowMs: number): Promise<void> {
  const start = Math.floor(Date.now() / windowMs) * windowMs;
  await db
    .insert(rateLimitBuckets)
    .values([start, start + windowMs].map((windowStart) => ({ key, windowStart: new Date(windowStart), count })))
    .onConflictDoUpdate({ target: [rateLimitBuckets.key, rateLimitBuckets.windowStart], set: { count } });
}
