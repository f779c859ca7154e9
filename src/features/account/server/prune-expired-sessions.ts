import "server-only";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { authSessions } from "@/server/db/schema/auth";

/**
 * Deletes a customer's expired sessions. Reading a session never writes, so expired rows are
 * removed here, at each new sign-in of the same customer (docs/account.md, "Sessions").
 */
export async function pruneExpiredSessions(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), lt(authSessions.expiresAt, now)));
}
