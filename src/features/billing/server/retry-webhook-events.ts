import "server-only";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { applyProviderEvent } from "./apply-provider-event";
import { listUnprocessedWebhookEvents, processWebhookEvent } from "./webhook-event-store";

/** After this many failed attempts an event is left for staff (its last error is kept). */
export const maxWebhookAttempts = 10;

/**
 * Tries again the stored events whose processing failed (for the job queue to run now and
 * then): each is applied at most once, like a fresh delivery. Returns how many went through.
 */
export async function retryWebhookEvents(db: Db, now: () => Date, limit = 50): Promise<number> {
  let processed = 0;
  for (const row of await listUnprocessedWebhookEvents(db, maxWebhookAttempts, limit)) {
    const result = await processWebhookEvent(
      db,
      row.id,
      (tx, event) => applyProviderEvent(tx, event, now()),
      now,
    );
    if (result.status === "processed") processed += 1;
    else if (result.status === "failed")
      logger.warn("webhook event failed again", {
        eventId: row.eventId,
        type: row.type,
        attempts: row.attempts + 1,
        error: result.error,
      });
  }
  return processed;
}
