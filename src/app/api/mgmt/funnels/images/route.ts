import { z } from "zod";
import { maxImageBytes } from "@/features/funnel-admin/domain/image-upload";
import { storeFunnelImage } from "@/features/funnel-admin/server/funnel-image-store";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

const uploadSchema = z.object({ fileName: z.string().max(200), dataBase64: z.string() });
const messages = {
  empty: "The file is empty.",
  too_large: "The image is larger than 2 MB. Make it smaller and upload it again.",
  unsupported_type: "Only PNG, JPEG and WebP images can be uploaded (the file's contents are checked, not its name).",
};

/** Uploads a step image (base64 in JSON); 400 `too_large` / `unsupported_type` store nothing. */
export const POST = staffRoute({
  name: "mgmt-funnel-image-upload",
  permission: "funnels:edit",
  body: uploadSchema,
  // Room for base64 of a little more than 2 MB, so a slightly large file is named as too large.
  maxBodyBytes: maxImageBytes * 1.5,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ body }) => {
    const bytes = Buffer.from(body.dataBase64, "base64");
    if (bytes.length > maxImageBytes) return jsonError(400, "too_large", messages.too_large);
    const stored = await storeFunnelImage(new Uint8Array(bytes));
    if (!stored.ok) return jsonError(400, stored.code, messages[stored.code]);
    return Response.json(stored.image, { status: 201 });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
