import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { sandboxEvents } from "@/server/db/schema/sandbox-pay";
import { signPayload, signatureHeader } from "./webhook-signature";

/** The app's own webhook endpoint for the sandbox processor. */
export const sandboxWebhookPath = "/api/billing/webhooks/sandbox";

/**
 * Delivers one stored event over HTTP (the `sandbox-pay.deliver-event` job): the exact stored
 * body, signed now with the webhook secret. Any answer other than 2xx, or no answer, throws,
 * so the job queue tries again with backoff (docs/billing.md, "The sandbox provider"). Each
 * attempt's status is kept on the event.
 */
export async function deliverEvent(
  input: { db: Db; now: () => Date; secret: Uint8Array; baseUrl: string; signal?: AbortSignal },
  eventId: string,
): Promise<"delivered" | "already_delivered" | "unknown"> {
  const { db } = input;
  const [event] = await db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId));
  if (!event) return "unknown";
  if (event.deliveredAt) return "already_delivered";
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(new URL(sandboxWebhookPath, input.baseUrl), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [signatureHeader]: signPayload(input.secret, event.body, input.now()),
      },
      body: event.body,
      signal: AbortSignal.any([
        AbortSignal.timeout(10_000),
        ...(input.signal ? [input.signal] : []),
      ]),
    });
    status = response.status;
    await response.body?.cancel();
    if (!response.ok) error = `answered ${response.status}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  await db
    .update(sandboxEvents)
    .set({
      attempts: sql`${sandboxEvents.attempts} + 1`,
      lastStatus: status,
      lastError: error,
      deliveredAt: error === null ? input.now() : null,
    })
    .where(eq(sandboxEvents.id, eventId));
  if (error !== null) throw new Error(`webhook ${event.type} ${eventId} not delivered: ${error}`);
  return "delivered";
}
