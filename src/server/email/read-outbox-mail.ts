import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { emailOutbox } from "@/server/db/schema/email-outbox";

export type OutboxMail = typeof emailOutbox.$inferSelect;

/** One stored mail with its bodies, or null (docs/email.md, "The outbox"). `id` must be a UUID. */
export async function readOutboxMail(db: Db, id: string): Promise<OutboxMail | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}
