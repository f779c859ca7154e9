import "server-only";
import { createHash } from "node:crypto";
import type { Db } from "@/server/db/db-type";
import { hitRateLimit, type RateLimitResult } from "@/server/rate-limit/hit-rate-limit";
import type { ClientLimit } from "@/server/rate-limit/limit-client";

const quarterHour = 15 * 60_000;

/** The sign-in limits (docs/account.md, "Rate limits"), per client address and per e-mail address. */
export const signInLimits = {
  mailPerClient: { limit: 20, windowMs: quarterHour },
  mailPerAddress: { limit: 5, windowMs: quarterHour },
  codePerClient: { limit: 30, windowMs: quarterHour },
  codePerAddress: { limit: 10, windowMs: quarterHour },
  linkPerClient: { limit: 30, windowMs: quarterHour },
  purchasePerClient: { limit: 30, windowMs: quarterHour },
  signOutPerClient: { limit: 30, windowMs: 60_000 },
} satisfies Record<string, ClientLimit>;

/**
 * Counts one hit for an e-mail address, known or not (the same answer either way). The key holds
 * a hash of the lower-cased address, never the address itself.
 */
export function limitAddress(db: Db, scope: string, email: string, rule: ClientLimit, now?: number): Promise<RateLimitResult> {
  const hash = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
  return hitRateLimit(db, { key: `${scope}:${hash}`, ...rule }, now);
}
