import { staffPasswordSchema } from "@/features/staff/domain/staff-auth-schemas";
import { staffRoute } from "@/features/staff/server/staff-route";
import { startTwoFactor } from "@/features/staff/server/two-factor-setup";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

export const dynamic = "force-dynamic";

/** `{ password }` → `{ totpUri, qrDataUri, recoveryCodes }` for the signed-in staff member (docs/staff.md). */
export const POST = staffRoute({
  name: "staff-two-factor-setup",
  permission: "account:manage",
  body: staffPasswordSchema,
  maxBodyBytes: 1024,
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ request, body, db }) => {
    const result = await startTwoFactor(db, request.headers, body.password);
    if (!result.ok) return jsonError(400, "wrong_password", "The password is not right.");
    return Response.json({ totpUri: result.totpUri, qrDataUri: result.qrDataUri, recoveryCodes: result.recoveryCodes });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
