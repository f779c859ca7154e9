import { isCrossSiteRequest } from "@/features/account/server/same-site-request";
import { staffSignInSchema } from "@/features/staff/domain/staff-auth-schemas";
import { staffSignIn } from "@/features/staff/server/staff-sign-in";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { passCookies, writeStaffHint } from "@/server/staff-auth/staff-cookies";

export const dynamic = "force-dynamic";

/**
 * `{ email, password }` → `{ twoFactor }` with the staff session cookie (or, with two-factor
 * on, better-auth's challenge cookie for the code step); 401 `invalid_credentials`, 429
 * `locked_out` after five failures (docs/staff.md, "Sign-in").
 */
export const POST = apiRoute({
  name: "staff-signin",
  body: staffSignInSchema,
  maxBodyBytes: 2 * 1024,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ request, body, db }) => {
    if (isCrossSiteRequest(request)) return jsonError(403, "cross_site", "This request must come from the site itself.");
    const result = await staffSignIn(db, { email: body.email, password: body.password, headers: request.headers });
    if (!result.ok && result.reason === "locked_out") {
      const response = jsonError(429, "locked_out", "Too many failed sign-ins for this address. Try again later.");
      response.headers.set("Retry-After", String(result.retryAfterSeconds ?? 900));
      return response;
    }
    if (!result.ok) return jsonError(401, "invalid_credentials", "The e-mail or password is not right.");
    const response = passCookies(Response.json({ twoFactor: result.twoFactorRequired }, { headers: { "cache-control": "no-store" } }), result.cookies);
    return result.twoFactorRequired ? response : writeStaffHint(response, request, true);
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
