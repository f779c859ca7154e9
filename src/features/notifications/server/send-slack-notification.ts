import "server-only";
import { eq } from "drizzle-orm";
import { toSlackPayload, type SlackNotification } from "@/features/notifications/domain/slack-notification";
import type { Db } from "@/server/db/db-type";
import { slackOutbox } from "@/server/db/schema/outbox";
import { postToSlackWebhook } from "@/server/integrations/slack/post-to-webhook";
import { logger } from "@/server/log/logger";

export type SlackSendResult =
  | { status: "sent"; id: string }
  | { status: "pending"; id: string }
  | { status: "failed"; id: string; error: string };

/**
 * Keeps every notification in the outbox and forwards it to the webhook when one is
 * configured: `sent` on success, `failed` with the error, `pending` without a webhook
 * (staff read those in the management area).
 */
export async function sendSlackNotification(
  db: Db,
  notification: SlackNotification,
  options: { webhookUrl?: string; fetch?: typeof fetch },
): Promise<SlackSendResult> {
  const [row] = await db
    .insert(slackOutbox)
    .values({ title: notification.title, messageText: notification.messageText, status: "pending" })
    .returning({ id: slackOutbox.id });
  const id = row!.id;
  if (!options.webhookUrl) return { status: "pending", id };

  const result = await postToSlackWebhook(options.webhookUrl, toSlackPayload(notification), options.fetch);
  if (result.ok) {
    await db.update(slackOutbox).set({ status: "sent", attempts: 1, sentAt: new Date() }).where(eq(slackOutbox.id, id));
    return { status: "sent", id };
  }
  logger.warn("slack webhook failed", { id, error: result.error });
  await db.update(slackOutbox).set({ status: "failed", attempts: 1, error: result.error }).where(eq(slackOutbox.id, id));
  return { status: "failed", id, error: result.error };
}
