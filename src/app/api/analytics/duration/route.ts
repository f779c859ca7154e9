import { getEnv } from "@/env";
import { durationEventSchema } from "@/features/analytics/domain/duration-event";
import { hasBasicAuth } from "@/features/analytics/server/basic-auth";
import { recordDurationEvent } from "@/features/analytics/server/record-duration-event";
import { getDb } from "@/server/db/client";
import { jsonError, validationError } from "@/server/http/json-error";
import { readLimitedJson } from "@/server/rate-limit/read-limited-json";

/** Receiver of the duration analytics call (basic authorization); see docs/analytics.md. */
export async function POST(request: Request): Promise<Response> {
  const env = getEnv();
  if (!hasBasicAuth(request, env.DURATION_RECEIVER_USER, env.DURATION_RECEIVER_PASSWORD)) {
    const response = jsonError(401, "unauthorized", "Basic authorization is required.");
    response.headers.set("WWW-Authenticate", 'Basic realm="duration analytics"');
    return response;
  }
  const body = await readLimitedJson(request, 16 * 1024);
  if (!body.ok) {
    return body.reason === "too_large"
      ? jsonError(413, "too_large", "The event is larger than 16384 bytes.")
      : jsonError(400, "invalid_json", "The body must be JSON.");
  }
  const parsed = durationEventSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error, { route: "duration" });
  const id = await recordDurationEvent(await getDb(), parsed.data);
  return Response.json({ id }, { status: 201 });
}
