import "server-only";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { readViewer } from "@/server/auth/get-viewer";
import { sessionCookieName } from "@/server/auth/session-claims";
import type { Db } from "@/server/db/db-type";
import { jsonError } from "@/server/http/json-error";

/**
 * The signed-in customer a tracker request speaks for, from its session cookie; every tracker
 * row read or written belongs to this person only (docs/trackers.md, "API").
 */
export async function trackerOwner(request: Request, db: Db): Promise<string | null> {
  const cookie = parseCookieHeader(request.headers.get("cookie"))[sessionCookieName];
  const viewer = await readViewer(cookie, Date.now(), db);
  return viewer.userData?.uuid ?? null;
}

export const notSignedIn = () => jsonError(401, "not_signed_in", "Sign in to use the trackers.");

export const dayNotLoggable = () =>
  jsonError(400, "day_out_of_range", "The day must be today or a recent day, never a future one.");

/** Tracker answers are one person's data: never cached by anyone. */
export function privateJson(body: unknown): Response {
  return Response.json(body, { headers: { "cache-control": "private, no-store", vary: "Cookie" } });
}
