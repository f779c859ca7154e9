import "server-only";
import { and, desc, ilike, sql } from "drizzle-orm";
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

export type OutboxQuery = {
  /** Entries per page, 1–200 (default 50). */
  limit?: number;
  /** Only mails whose recipient contains this text, ignoring case. */
  email?: string;
  /** The id of the last entry seen: the page starts just after it (older). */
  before?: string;
};

/** `%`, `_` and `\` match themselves in a search, not as LIKE wildcards. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The outbox for staff, newest first, a page at a time, without the bodies (docs/email.md,
 * "The outbox"). The next page starts `before` the id of the last entry seen; the order is by
 * creation time, then id, so mails written in the same instant are neither skipped nor repeated.
 */
export async function listOutbox(db: Db, query: OutboxQuery = {}): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(query.limit ?? 50, 1), 200);
  const email = query.email?.trim();
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
    .where(
      and(
        email ? ilike(emailOutbox.toAddress, likeContains(email)) : undefined,
        // Compared in the database, at its full timestamp precision.
        query.before
          ? sql`(${emailOutbox.createdAt}, ${emailOutbox.id}) < (select o.created_at, o.id from email_outbox o where o.id = ${query.before})`
          : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
