import { staffPasswordSchema } from "@/features/staff/domain/staff-auth-schemas";
import { recordAudit } from "@/features/staff/server/record-audit";
import { staffRoute } from "@/features/staff/server/staff-route";
import { disableTwoFactor } from "@/features/staff/server/two-factor-setup";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { passCookies } from "@/server/staff-auth/staff-cookies";

export const dynamic = "force-dynamic";

/** `{ password }`: turns two-factor off (audited). */
export const POST = staffRoute({
  name: "staff-two-factor-disable",
  permission: "account:manage",
  body: staffPasswordSchema,
  maxBodyBytes: 1024,
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ request, body, db, staff, requestId }) => {
    const result = await disableTwoFactor(db, request.headers, body.password);
    if (!result.ok) return jsonError(400, "wrong_password", "The password is not right.");
    await recordAudit(db, { staff, action: "staff.two_factor_off", entityType: "staff", entityId: staff.id, before: { twoFactor: true }, after: { twoFactor: false }, requestId });
    return passCookies(Response.json({ ok: true }), result.cookies);
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
