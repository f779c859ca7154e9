import { staffTotpSchema } from "@/features/staff/domain/staff-auth-schemas";
import { recordAudit } from "@/features/staff/server/record-audit";
import { staffRoute } from "@/features/staff/server/staff-route";
import { confirmTwoFactor } from "@/features/staff/server/two-factor-setup";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { passCookies } from "@/server/staff-auth/staff-cookies";

export const dynamic = "force-dynamic";

/** `{ code }`: the first code from the app turns two-factor on (audited). */
export const POST = staffRoute({
  name: "staff-two-factor-confirm",
  permission: "account:manage",
  body: staffTotpSchema,
  maxBodyBytes: 1024,
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ request, body, db, staff, requestId }) => {
    const result = await confirmTwoFactor(db, request.headers, body.code);
    if (!result.ok) return jsonError(400, "invalid_code", "The code is not valid.");
    await recordAudit(db, { staff, action: "staff.two_factor_on", entityType: "staff", entityId: staff.id, before: { twoFactor: false }, after: { twoFactor: true }, requestId });
    return passCookies(Response.json({ ok: true }), result.cookies);
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
