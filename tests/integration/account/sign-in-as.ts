import { and, desc, eq, sql } from "drizzle-orm";
import { requestSignIn } from "@/features/account/server/request-sign-in";
import { signInWithCode } from "@/features/account/server/sign-in-with-code";
import type { Db } from "@/server/db/db-type";
import { emailOutbox } from "@/server/db/schema/email-outbox";

/**
 * Signs a customer (a `users` row with this address) in the real way — the sign-in mail is
 * written to the outbox, its code read back and typed — and returns the `Cookie` header value
 * of the new session, for tests of pages and routes that need a signed-in customer.
 */
export async function signInAs(db: Db, email: string): Promise<{ cookie: string; userId: string }> {
  const headers = new Headers({ "user-agent": "test" });
  const sent = await requestSignIn(db, { email, locale: "en", headers, siteUrl: "https://platewise.example" }, async () => {});
  if (sent !== "sent") throw new Error(`No customer has the address ${email}.`);
  const [mail] = await db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "sign-in"), sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error("The sign-in mail holds no code.");
  const signedIn = await signInWithCode(db, { email, code, headers });
  if (!signedIn.ok) throw new Error(`Sign-in refused: ${signedIn.failure}`);
  return { cookie: `session=${encodeURIComponent(signedIn.sessionCookie)}; userId=${signedIn.userId}`, userId: signedIn.userId };
}
