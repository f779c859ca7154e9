import { NextResponse } from "next/server";
import { signInLimits } from "@/features/account/server/sign-in-limits";
import { signOut } from "@/features/account/server/sign-out";
import { clearSessionCookie } from "@/server/auth/session-cookie";
import { isCrossSiteRequest } from "@/features/account/server/same-site-request";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

export const dynamic = "force-dynamic";

/** Signs this browser out: its session ends and both session cookies are cleared. */
export const POST = apiRoute({
  name: "signout",
  rateLimit: signInLimits.signOutPerClient,
  // Nothing to read: any body, or none, is accepted (a plain form post works too).
  rawBody: true,
  handler: async ({ request, db }) => {
    if (isCrossSiteRequest(request)) return jsonError(403, "cross_site", "This request must come from the site itself.");
    await signOut(db, request.headers);
    const response = NextResponse.json({ status: "signed-out" }, { headers: { "cache-control": "no-store" } });
    clearSessionCookie(response.cookies, request);
    return response;
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
