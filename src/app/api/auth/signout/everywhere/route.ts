import { NextResponse } from "next/server";
import { signInLimits } from "@/features/account/server/sign-in-limits";
import { signOutEverywhere } from "@/features/account/server/sign-out";
import { clearSessionCookie } from "@/server/auth/session-cookie";
import { isCrossSiteRequest } from "@/features/account/server/same-site-request";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

export const dynamic = "force-dynamic";

/** Ends every session of the signed-in customer (all devices); 401 without a live session. */
export const POST = apiRoute({
  name: "signout-everywhere",
  rateLimit: signInLimits.signOutPerClient,
  // Nothing to read: any body, or none, is accepted (a plain form post works too).
  rawBody: true,
  handler: async ({ request, db }) => {
    if (isCrossSiteRequest(request)) return jsonError(403, "cross_site", "This request must come from the site itself.");
    const done = await signOutEverywhere(db, request.headers);
    if (!done) return jsonError(401, "not_signed_in", "No one is signed in.");
    const response = NextResponse.json({ status: "signed-out-everywhere" }, { headers: { "cache-control": "no-store" } });
    clearSessionCookie(response.cookies, request);
    return response;
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
