import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { authUsers } from "@/server/db/schema/auth";
import { users } from "@/server/db/schema/quiz";

export type SignInCustomer = { uuid: string; email: string };

/**
 * The customer an address belongs to (our `users`, compared in lower case), made known to
 * better-auth as its user with the SAME id, so a buyer the checkout just created can sign in at
 * once. Null: no customer has this address (docs/account.md, "Sign-in").
 */
export async function prepareSignInCustomer(db: Db, email: string): Promise<SignInCustomer | null> {
  const address = email.trim().toLowerCase();
  const [customer] = await db
    .select({ uuid: users.uuid, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`)
    .limit(1);
  if (!customer) return null;
  // An address moves with its customer: a better-auth user still holding it for another
  // customer (whose address changed since) takes that customer's address now; their sessions stay.
  await db
    .update(authUsers)
    .set({ email: sql`(select lower(${users.email}) from ${users} where ${users.uuid} = ${authUsers.id})`, updatedAt: new Date() })
    .where(and(eq(authUsers.email, address), ne(authUsers.id, customer.uuid)));
  // Asking for a mail proves nothing: better-auth marks the address verified at the first sign-in
  // by code or link, and then ends the sessions opened before the proof (docs/account.md,
  // "Right after paying").
  await db
    .insert(authUsers)
    .values({ id: customer.uuid, email: address, emailVerified: false })
    .onConflictDoUpdate({ target: authUsers.id, set: { email: address, updatedAt: new Date() } });
  return customer;
}
