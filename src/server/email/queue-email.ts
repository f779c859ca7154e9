import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { EmailContent } from "@/features/notifications/email/email-blocks";
import type { Db } from "@/server/db/db-type";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import type { EmailKind } from "./compose-email";

export type EmailToQueue = {
  kind: EmailKind;
  locale: string;
  to: string;
  content: EmailContent;
  /** Names what the mail is about (`receipt:<payment>`): a second request for it stores nothing. */
  dedupeKey?: string;
};

const recipient = z.email().max(254);

/** Sends the job that delivers one outbox row (the app's queue, or a test's); `kind` sets its priority. */
export type RequestSend = (outboxId: string, kind: EmailKind) => Promise<unknown>;

/**
 * Stores the e-mail in the outbox and asks for its send job (docs/email.md, "Sending"). With a
 * dedupe key already stored, the stored row is returned and sent (again asked for: the send
 * job is keyed by the row, so this never makes a second job).
 */
export async function queueEmail(
  db: Db,
  mail: EmailToQueue,
  requestSend: RequestSend,
): Promise<{ id: string; created: boolean }> {
  // One plain address: nothing a mail header could be bent with.
  if (!recipient.safeParse(mail.to).success) throw new Error("Not an e-mail address.");
  const [inserted] = await db
    .insert(emailOutbox)
    .values({
      kind: mail.kind,
      locale: mail.locale,
      toAddress: mail.to,
      subject: mail.content.subject,
      textBody: mail.content.text,
      htmlBody: mail.content.html,
      dedupeKey: mail.dedupeKey,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  let stored = inserted ? { id: inserted.id, created: true } : undefined;
  if (!stored && mail.dedupeKey) {
    const [existing] = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, mail.dedupeKey));
    if (existing) stored = { id: existing.id, created: false };
  }
  if (!stored) throw new Error("The e-mail could not be stored.");
  await requestSend(stored.id, mail.kind);
  return stored;
}
