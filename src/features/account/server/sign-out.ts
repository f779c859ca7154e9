import "server-only";
import { isAPIError } from "better-auth/api";
import type { Db } from "@/server/db/db-type";
import { authFor } from "@/server/auth/auth-instance";

/** Ends the session of this browser (its cookie in `headers`); nothing happens without one. */
export async function signOut(db: Db, headers: Headers): Promise<void> {
  try {
    await authFor(db).api.signOut({ headers });
  } catch (error) {
    if (!isAPIError(error)) throw error;
  }
}

/**
 * Ends every session of the signed-in customer, on every device (better-auth's revoke-sessions).
 * False when the request carries no live session.
 */
export async function signOutEverywhere(db: Db, headers: Headers): Promise<boolean> {
  try {
    await authFor(db).api.revokeSessions({ headers });
    return true;
  } catch (error) {
    if (isAPIError(error)) return false;
    throw error;
  }
}
