import "server-only";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { authVerifications } from "@/server/db/schema/auth";

/**
 * After a sign-in by code, the links of the address's pending mails stop working: the customer
 * is in, and a mail read later (forwarded, left open) must not open another session. Removes
 * better-auth's records `magic-link:…` holding the address.
 *
 * The other way round is deliberately not done: mail scanners open links before the reader
 * does, so a link that was "used" must leave the reader the code (docs/account.md, "Sign-in").
 */
export async function forgetPendingLinks(db: Db, email: string): Promise<void> {
  await db
    .delete(authVerifications)
    .where(
      and(
        like(authVerifications.identifier, "magic-link:%"),
        eq(authVerifications.value, JSON.stringify({ type: "magic-link", email: email.toLowerCase() })),
      ),
    );
}
