import { utmPathSchema } from "@/features/attribution/domain/utm-path";
import { utmPayloadSchema } from "@/features/attribution/domain/utm-payload";
import { recordUtm } from "@/features/attribution/server/record-utm";
import { verifyRequestSiteToken } from "@/features/site-auth/server/verify-site-token";
import { getDb } from "@/server/db/client";
import { jsonError, readJson, validationError } from "@/server/http/json-error";

type Context = { params: Promise<{ userUuid: string; event?: string[] }> };

/**
 * Stores the user's attribution for an event (default purchase); only the visitor the site
 * token names may report for itself (docs/api.md).
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const token = await verifyRequestSiteToken(request);
  if (!token) return jsonError(401, "unauthorized", "A valid site token is required.");

  const path = utmPathSchema.safeParse(await params);
  if (!path.success) return validationError(path.error, { route: "utm" });
  if (token.uuid.toLowerCase() !== path.data.userUuid.toLowerCase()) {
    return jsonError(403, "token_user_mismatch", "The site token was issued for another visitor.");
  }
  const body = utmPayloadSchema.safeParse(await readJson(request));
  if (!body.success) return validationError(body.error, { route: "utm" });

  const record = await recordUtm(await getDb(), {
    userUuid: path.data.userUuid,
    event: path.data.event,
    payload: body.data,
    tokenUuid: token.uuid,
  });
  return Response.json({ id: record.id, userUuid: path.data.userUuid, event: path.data.event }, { status: 201 });
}
