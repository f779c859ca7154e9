import "server-only";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { hitRateLimit, type RateLimitResult } from "./hit-rate-limit";

export type ClientLimit = { limit: number; windowMs: number };

let warnedUnknown = false;

/**
 * Counts one hit of `scope` for a client address (`<scope>:<address>`). Null when the address
 * is unknown: the request did not pass through the app's own server (`next dev`, a bare
 * `next start`), so there is no client to count. One shared "unknown" bucket would let a
 * single bot lock every visitor out, so the per-client limit is skipped instead, with a
 * warning once per process; site-wide limits still apply (docs/http.md).
 */
export async function limitClient(db: Db, scope: string, address: string, rule: ClientLimit, now?: number): Promise<RateLimitResult | null> {
  if (address === "unknown") {
    if (!warnedUnknown) {
      warnedUnknown = true;
      logger.warn("client address unknown: per-client rate limits are off; serve the app with npm start", { scope });
    }
    return null;
  }
  return hitRateLimit(db, { key: `${scope}:${address}`, ...rule }, now);
}
