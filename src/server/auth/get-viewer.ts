import "server-only";
import { cookies } from "next/headers";
import { getDb } from "@/server/db/client";
import type { Db } from "@/server/db/db-type";
import { readSessionOwner, verifiedSessionToken } from "./read-session";
import { sessionCookieName } from "./session-claims";

export type Viewer = {
  userData: { uuid: string; email: string } | null;
  isManagementUser: boolean;
};

export const anonymousViewer: Viewer = { userData: null, isManagementUser: false };

/**
 * Who is looking, from the `session` cookie's value: the customer of a live better-auth session
 * (signed token, not expired, not signed out). Anything else is the anonymous viewer. Customers
 * are never management users; staff will sign in through the same library with a role of their
 * own (docs/account.md, "Sessions").
 */
export async function readViewer(sessionCookie: string | undefined, nowMs: number = Date.now(), db?: Db): Promise<Viewer> {
  // A cookie that is not signed with our secret is refused before the database is asked.
  if (!sessionCookie || !verifiedSessionToken(sessionCookie)) return anonymousViewer;
  const owner = await readSessionOwner(db ?? (await getDb()), sessionCookie, new Date(nowMs));
  return owner ? { userData: owner, isManagementUser: false } : anonymousViewer;
}

/** The viewer of the current request (server components, actions, route handlers). */
export async function getViewer(): Promise<Viewer> {
  const store = await cookies();
  return readViewer(store.get(sessionCookieName)?.value);
}
