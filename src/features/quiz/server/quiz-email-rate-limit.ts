import "server-only";
import { createHash } from "node:crypto";
import type { Db } from "@/server/db/db-type";
import { hitRateLimit, type RateLimitResult } from "@/server/rate-limit/hit-rate-limit";

/** At most 10 submissions of one address at the quiz's e-mail step per hour, whoever sends them. */
export const quizEmailRateLimit = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

/** Counts one submission of `email`; the key holds a hash, never the address itself. */
export function hitQuizEmailRateLimit(db: Db, email: string, now?: number): Promise<RateLimitResult> {
  const hash = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return hitRateLimit(db, { key: `quiz-email:${hash}`, ...quizEmailRateLimit }, now);
}
