import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { logger } from "@/server/log/logger";
import { redactText } from "@/server/log/redact";
import type { MailSender } from "./mail-port";
import { messageIdDomain } from "./mail-settings";

export type SendResult = "sent" | "held" | "already-done" | "missing";

/** Statuses a send may still act on; `sent` and `held` are final. */
const open = ["queued", "failed"] as const;

/**
 * Delivers one outbox row (the `email.send` job; docs/email.md, "Sending"). A row already sent
 * (or held) is left alone, so a repeated run sends nothing; every try counts in `attempts`, a
 * failure keeps its error in `last_error` and throws, so the job retries the same row.
 */
export async function sendQueuedEmail(
  db: Db,
  sender: MailSender,
  from: string,
  outboxId: string,
  now: () => Date,
): Promise<SendResult> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!row) {
    logger.warn("e-mail to send not found", { outboxId });
    return "missing";
  }
  if (row.status === "sent" || row.status === "held") return "already-done";

  if (sender.kind === "outbox") {
    await db
      .update(emailOutbox)
      .set({ status: "held" })
      .where(and(eq(emailOutbox.id, outboxId), inArray(emailOutbox.status, open)));
    logger.info("e-mail kept in the outbox (no SMTP server configured)", {
      outboxId,
      kind: row.kind,
    });
    return "held";
  }

  const messageId = row.messageId ?? `<${row.id}@${messageIdDomain(from)}>`;
  const [claimed] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, messageId })
    // Only the run that read this very state claims the try: a second run of the same row at
    // the same moment (a job that outran its timeout) finds the count moved and sends nothing.
    .where(
      and(
        eq(emailOutbox.id, outboxId),
        inArray(emailOutbox.status, open),
        eq(emailOutbox.attempts, row.attempts),
      ),
    )
    .returning({ attempts: emailOutbox.attempts });
  if (!claimed) return "already-done";

  try {
    await sender.send({
      messageId,
      from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    });
  } catch (error) {
    const message = redactText(error instanceof Error ? error.message : String(error));
    await db
      .update(emailOutbox)
      .set({ status: "failed", lastError: message.slice(0, 1_000) })
      .where(eq(emailOutbox.id, outboxId));
    logger.warn("e-mail not sent; it will be retried", {
      outboxId,
      kind: row.kind,
      attempt: claimed.attempts,
      error: message,
    });
    throw error;
  }
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: now() })
    .where(eq(emailOutbox.id, outboxId));
  logger.info("e-mail sent", { outboxId, kind: row.kind, attempt: claimed.attempts });
  return "sent";
}
