import "server-only";
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { ProviderEvent } from "@/features/billing/domain/provider-event";
import { parseStoredProviderEvent } from "@/features/billing/domain/provider-event-schema";
import type { Db } from "@/server/db/db-type";
import { webhookEvents } from "@/server/db/schema/billing";

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/**
 * Keeps a received event once per provider event id (docs/billing.md, "Webhooks"): a repeated
 * delivery gets the stored row back, with `duplicate` set.
 */
export async function storeWebhookEvent(
  db: Db,
  event: ProviderEvent,
): Promise<{ row: WebhookEventRow; duplicate: boolean }> {
  const [inserted] = await db
    .insert(webhookEvents)
    .values({ provider: event.provider, eventId: event.eventId, type: event.type, payload: event })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning();
  if (inserted) return { row: inserted, duplicate: false };
  const [existing] = await db
    .select()
    .from(webhookEvents)
    .where(
      and(eq(webhookEvents.provider, event.provider), eq(webhookEvents.eventId, event.eventId)),
    );
  if (!existing) throw new Error("webhook event conflicted but is not stored");
  return { row: existing, duplicate: true };
}

export type ProcessResult =
  | { status: "processed"; note: string }
  | { status: "already_processed" }
  | { status: "failed"; error: string };

/**
 * Runs `apply` for a stored event exactly once: the event row is locked, skipped when already
 * processed, and marked processed in the same transaction as everything `apply` wrote. When
 * `apply` throws, all of it is rolled back and the attempt and its error are kept, so the
 * event can be tried again.
 */
export async function processWebhookEvent(
  db: Db,
  id: string,
  apply: (tx: Db, event: ProviderEvent) => Promise<string>,
  now: () => Date,
): Promise<ProcessResult> {
  try {
    return await db.transaction(async (tx): Promise<ProcessResult> => {
      const [row] = await tx
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, id))
        .for("update");
      if (!row) throw new Error(`unknown webhook event ${id}`);
      if (row.processedAt) return { status: "already_processed" };
      const event = parseStoredProviderEvent(row.payload);
      if (!event) throw new Error("stored webhook payload is not a provider event");
      const note = await apply(tx, event);
      await tx
        .update(webhookEvents)
        .set({ processedAt: now(), attempts: row.attempts + 1, lastError: null })
        .where(eq(webhookEvents.id, id));
      return { status: "processed", note };
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(webhookEvents)
      .set({ attempts: sql`${webhookEvents.attempts} + 1`, lastError: message.slice(0, 2000) })
      .where(eq(webhookEvents.id, id));
    return { status: "failed", error: message };
  }
}

/** Events received but not processed (a failed attempt), oldest first, below `maxAttempts`. */
export async function listUnprocessedWebhookEvents(
  db: Db,
  maxAttempts: number,
  limit: number,
): Promise<WebhookEventRow[]> {
  return db
    .select()
    .from(webhookEvents)
    .where(and(isNull(webhookEvents.processedAt), lt(webhookEvents.attempts, maxAttempts)))
    .orderBy(asc(webhookEvents.receivedAt))
    .limit(limit);
}
