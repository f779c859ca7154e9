import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { users } from "@/server/db/schema/quiz";

/**
 * The account a checkout buys for (docs/checkout.md, "Who buys"): the user with this e-mail
 * (regardless of case), created when there is none — with the quiz profile and the visitor's
 * language, as the quiz's e-mail step would have. Knowing an address reveals nothing of its
 * account here: the purchase only adds to it, and the pages after checkout show only this
 * order, never the account's other data.
 */
export async function findOrCreateBuyer(
  db: Db,
  input: { email: string; locale: string; profile: Record<string, unknown> },
): Promise<{ userUuid: string; email: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [inserted] = await db
    .insert(users)
    .values({ email, profile: input.profile, locale: input.locale })
    .onConflictDoNothing()
    .returning({ uuid: users.uuid });
  if (inserted) return { userUuid: inserted.uuid, email, created: true };
  const [existing] = await db
    .select({ uuid: users.uuid, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!existing) throw new Error("buyer neither inserted nor found");
  return { userUuid: existing.uuid, email: existing.email, created: false };
}
