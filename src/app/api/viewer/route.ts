import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { readViewer } from "@/server/auth/get-viewer";
import { sessionCookieName } from "@/server/auth/session-claims";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";

export const dynamic = "force-dynamic";

/**
 * Who is signed in, for the header of prerendered pages (the session cookie is HttpOnly):
 * `{ user: { uuid, email } | null, staff }`, to the session's owner only, never cached. Not
 * rate limited: a cookie not signed by us is refused without the database, a signed one costs
 * one indexed read, and the header asks once per page load, only while `userId` is present.
 */
export const GET = apiRoute({
  name: "viewer",
  rateLimit: false,
  handler: async ({ request }) => {
    const viewer = await readViewer(parseCookieHeader(request.headers.get("cookie"))[sessionCookieName]);
    return Response.json(
      { user: viewer.userData, staff: viewer.isManagementUser },
      { headers: { "cache-control": "private, no-store", vary: "Cookie" } },
    );
  },
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
