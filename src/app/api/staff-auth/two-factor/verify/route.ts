import { isCrossSiteRequest } from "@/features/account/server/same-site-request";
import { staffCodeSchema } from "@/features/staff/domain/staff-auth-schemas";
import { staffVerifyCode } from "@/features/staff/server/staff-sign-in";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { passCookies, writeStaffHint } from "@/server/staff-auth/staff-cookies";

export const dynamic = "force-dynamic";

/**
 * The sign-in's second step: `{ code, kind: "totp" | "recovery" }` with the challenge cookie →
 * the staff session; 400 `invalid_code`, 429 `locked_out` (docs/staff.md, "Two-factor").
 */
export const POST = apiRoute({
  name: "staff-two-factor",
  body: staffCodeSchema,
  maxBodyBytes: 1024,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ request, body, db }) => {
    if (isCrossSiteRequest(request)) return jsonError(403, "cross_site", "This request must come from the site itself.");
    const result = await staffVerifyCode(db, { code: body.code, kind: body.kind, headers: request.headers });
    if (!result.ok && result.reason === "locked_out") return jsonError(429, "locked_out", "Too many wrong codes. Try again in 15 minutes.");
    if (!result.ok) return jsonError(400, "invalid_code", "The code is not valid.");
    const response = passCookies(Response.json({ ok: true }, { headers: { "cache-control": "no-store" } }), result.cookies);
    return writeStaffHint(response, request, true);
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
