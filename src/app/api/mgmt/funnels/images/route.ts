import { z } from "zod";
import { maxImageBytes, uploadProblemMessages } from "@/features/funnel-admin/domain/image-upload";
import { uploadQuotaProblem } from "@/features/funnel-admin/domain/upload-quota";
import { storeFunnelImage } from "@/features/funnel-admin/server/funnel-image-store";
import { readUploadUsage, recordImageUpload } from "@/features/funnel-admin/server/image-upload-audit";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

const uploadSchema = z.object({ fileName: z.string().max(200), dataBase64: z.string() });

/**
 * Uploads a step image (base64 in JSON): checked whole, decoded and re-encoded, stored, and
 * audited as `funnel-image.upload`. 400 `too_large` / `unsupported_type` / `invalid_image` and
 * 429 `upload_quota_exceeded` (with Retry-After) store nothing (docs/funnel-admin.md, "Images").
 */
export const POST = staffRoute({
  name: "mgmt-funnel-image-upload",
  permission: "funnels:edit",
  body: uploadSchema,
  // Room for base64 of a little more than 2 MB, so a slightly large file is named as too large.
  maxBodyBytes: maxImageBytes * 1.5,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ body, db, staff, requestId }) => {
    const bytes = Buffer.from(body.dataBase64, "base64");
    if (bytes.length > maxImageBytes) return jsonError(400, "too_large", uploadProblemMessages.too_large);
    const now = Date.now();
    const quota = uploadQuotaProblem(await readUploadUsage(db, staff.id, now), bytes.length, now);
    if (quota) {
      const refused = jsonError(429, "upload_quota_exceeded", quota.message);
      refused.headers.set("retry-after", String(quota.retryAfterSeconds));
      return refused;
    }
    const stored = await storeFunnelImage(new Uint8Array(bytes));
    if (!stored.ok) return jsonError(400, stored.code, uploadProblemMessages[stored.code]);
    const { fileName, bytes: storedBytes, width, height } = stored.image;
    await recordImageUpload(db, staff, { fileName, bytes: storedBytes, width, height, uploadedAs: body.fileName }, requestId);
    return Response.json(stored.image, { status: 201 });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
