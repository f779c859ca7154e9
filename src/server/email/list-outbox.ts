import "server-only";
import { desc, lt } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { emailOutbox } from "@/server/db/schema/email-outbox";

export type OutboxEntry = Pick<
  typeof emailOutbox.$inferSelect,
  | "id"
  | "kind"
  | "locale"
  | "toAddress"
  | "subject"
  | "status"
  | "attempts"
  | "lastError"
  | "createdAt"
  | "sentAt"
>;

/**
 * The outbox for staff, newest first, a page at a time: pass the `createdAt` of the last entry
 * seen as `before` for the next page (docs/email.md, "The outbox").
 */
export async function listOutbox(
  db: Db,
  options: { limit?: number; before?: Date } = {},
): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      locale: emailOutbox.locale,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(options.before ? lt(emailOutbox.createdAt, options.before) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
