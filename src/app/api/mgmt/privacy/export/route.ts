import { exportFileName, exportForStaff } from "@/features/privacy/server/export-for-staff";
import { staffRoute } from "@/features/staff/server/staff-route";
import { exportRequestSchema } from "@/features/privacy/domain/privacy-request-schema";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

/**
 * Everything held about one customer as one JSON file to download (docs/privacy.md,
 * "Export"). Support and admin only (`customer-export:act`); a reason is required and audited.
 * Posted, so neither the customer's id with the reason nor the file passes through a URL.
 */
export const POST = staffRoute({
  name: "mgmt-privacy-export",
  permission: "customer-export:act",
  rateLimit: { limit: 10, windowMs: 60_000 },
  body: exportRequestSchema,
  handler: async ({ db, body, staff, requestId }) => {
    const now = new Date();
    const customerId = body.customerId.toLowerCase();
    const data = await exportForStaff(db, {
      userUuid: customerId,
      staff,
      reason: body.reason,
      requestId,
      now,
    });
    if (!data) return jsonError(404, "no_customer", "No customer has this id.");
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${exportFileName(customerId, now)}"`,
      },
    });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
