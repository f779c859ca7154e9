import "server-only";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
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
 * A claim older than this is taken to have died with its run (a crash mid-send), and the row
 * may be claimed again; a live send takes seconds, and the job's own timeout is shorter.
 */
export const sendingLeaseMinutes = 10;

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
  const claimable = or(
    inArray(emailOutbox.status, open),
    and(eq(emailOutbox.status, "sending"), lt(emailOutbox.claimedAt, sql`now() - make_interval(mins => ${sendingLeaseMinutes})`)),
  );

  if (sender.kind === "outbox") {
    await db
      .update(emailOutbox)
      .set({ status: "held" })
      .where(and(eq(emailOutbox.id, outboxId), claimable));
    logger.info("e-mail kept in the outbox (no SMTP server configured)", {
      outboxId,
      kind: row.kind,
    });
    return "held";
  }

  const messageId = row.messageId ?? `<${row.id}@${messageIdDomain(from)}>`;
  const [claimed] = await db
    .update(emailOutbox)
    .set({ status: "sending", claimedAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1`, messageId })
    // One statement claims the try: a second run of the same row at the same moment (a job
    // that outran its timeout) finds it `sending` and sends nothing, until the claim's lease
    // runs out (a run that died mid-send).
    .where(and(eq(emailOutbox.id, outboxId), claimable))
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
