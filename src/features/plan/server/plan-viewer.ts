import "server-only";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { readViewer } from "@/server/auth/get-viewer";
import { sessionCookieName } from "@/server/auth/session-claims";
import type { Db } from "@/server/db/db-type";
import { jsonError } from "@/server/http/json-error";

/** The signed-in customer of an API request, or the 401 answer (plan routes are personal). */
export async function planOwnerOf(request: Request, db: Db): Promise<{ userUuid: string } | Response> {
  const viewer = await readViewer(parseCookieHeader(request.headers.get("cookie"))[sessionCookieName], Date.now(), db);
  if (!viewer.userData) return jsonError(401, "not_signed_in", "Sign in to see your plan.");
  return { userUuid: viewer.userData.uuid };
}

/** Personal answers are never cached. */
export const privateHeaders = { "cache-control": "private, no-store", vary: "Cookie" } as const;
