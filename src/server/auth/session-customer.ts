import "server-only";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import type { Db } from "@/server/db/db-type";
import { readSessionOwner, type SessionOwner } from "./read-session";
import { sessionCookieName } from "./session-claims";

export type SessionCustomer = SessionOwner;

/**
 * The signed-in customer of a request, from its `session` cookie (a live session whose token is
 * signed with our secret; docs/account.md, "Sessions"), or null. A cookie not signed by us is
 * refused before the database is asked. The one reader of the customer's routes and actions.
 */
export async function readSessionCustomer(source: Headers, db: Db, now: Date = new Date()): Promise<SessionCustomer | null> {
  return readSessionOwner(db, parseCookieHeader(source.get("cookie"))[sessionCookieName], now);
}
