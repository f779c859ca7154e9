import "server-only";
import type { Db } from "@/server/db/db-type";
import { pruneAttempts } from "@/server/rate-limit/attempt-gate";
import { pruneRateLimitBuckets } from "@/server/rate-limit/hit-rate-limit";

/**
 * No rate-limit rule counts over a window longer than this (the longest today is one hour), so
 * a window that started earlier counts nothing any more (docs/jobs.md, "The jobs").
 */
export const rateLimitHorizonMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the rate-limit windows that started more than a day before `now` and the sign-in
 * attempt runs already forgotten; returns how many rows went.
 */
export async function purgeExpiredRateLimits(db: Db, now: number): Promise<number> {
  return (await pruneRateLimitBuckets(db, new Date(now - rateLimitHorizonMs))) + (await pruneAttempts(db, now));
}
