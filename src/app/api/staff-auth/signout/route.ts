import { isAPIError } from "better-auth/api";
import { isCrossSiteRequest } from "@/features/account/server/same-site-request";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { staffAuthFor } from "@/server/staff-auth/staff-auth-instance";
import { passCookies, writeStaffHint } from "@/server/staff-auth/staff-cookies";

export const dynamic = "force-dynamic";

/** Ends this browser's staff session (its row deleted, cookies cleared); fine when signed out already. */
export const POST = apiRoute({
  name: "staff-signout",
  rawBody: true,
  maxBodyBytes: 1024,
  handler: async ({ request, db }) => {
    if (isCrossSiteRequest(request)) return jsonError(403, "cross_site", "This request must come from the site itself.");
    let cookies: string[] = [];
    try {
      const result = await staffAuthFor(db).api.signOut({ headers: request.headers, returnHeaders: true });
      cookies = result.headers.getSetCookie();
    } catch (error) {
      if (!isAPIError(error)) throw error;
    }
    const response = passCookies(Response.json({ ok: true }, { headers: { "cache-control": "no-store" } }), cookies);
    return writeStaffHint(response, request, false);
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
