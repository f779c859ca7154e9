import "server-only";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { applyProviderEvent } from "./apply-provider-event";
import { processWebhookEvent, storeWebhookEvent } from "./webhook-event-store";

export type WebhookAnswer = {
  /** 2xx tells the provider to stop sending; 400 a forged or broken request; 500 "send it again". */
  status: 200 | 400 | 500;
  outcome:
    "processed" | "duplicate" | "ignored" | "invalid_signature" | "malformed_payload" | "failed";
};

/**
 * One webhook delivery (docs/billing.md, "Webhooks"): the signature is checked over the raw
 * body, the event is stored once per provider event id, and it is applied exactly once, in
 * the same transaction that marks it processed.
 */
export async function receiveWebhook(
  db: Db,
  provider: PaymentProvider,
  request: { rawBody: string; headers: Readonly<Record<string, string | undefined>> },
  now: () => Date,
): Promise<WebhookAnswer> {
  const parsed = await provider.parseWebhook(request);
  if (!parsed.ok) {
    if (parsed.code === "ignored") return { status: 200, outcome: "ignored" };
    logger.warn("webhook refused", { provider: provider.name, code: parsed.code });
    return { status: 400, outcome: parsed.code };
  }
  const { row, duplicate } = await storeWebhookEvent(db, parsed.event);
  if (duplicate && row.processedAt) return { status: 200, outcome: "duplicate" };
  const result = await processWebhookEvent(
    db,
    row.id,
    (tx, event) => applyProviderEvent(tx, event, now()),
    now,
  );
  const context = { provider: provider.name, eventId: row.eventId, type: row.type };
  switch (result.status) {
    case "processed":
      logger.info("webhook processed", { ...context, note: result.note });
      return { status: 200, outcome: "processed" };
    case "already_processed":
      return { status: 200, outcome: "duplicate" };
    case "failed":
      logger.warn("webhook processing failed; it will be tried again", {
        ...context,
        error: result.error,
      });
      return { status: 500, outcome: "failed" };
  }
}
