import { getEnv } from "@/env";
import { durationEventSchema } from "@/features/analytics/domain/duration-event";
import { hasBasicAuth } from "@/features/analytics/server/basic-auth";
import { recordDurationEvent } from "@/features/analytics/server/record-duration-event";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import { jsonError, validationError } from "@/server/http/json-error";

/** Receiver of the duration analytics call (basic authorization); see docs/analytics.md. */
export const POST = apiRoute({
  name: "duration",
  maxBodyBytes: 16 * 1024,
  // One call per funnel event from a sending server; also caps password guessing per address.
  rateLimit: { limit: 600, windowMs: 60_000 },
  handler: async ({ request, body, db }) => {
    const password = getServerSecrets().durationReceiverPassword;
    if (!hasBasicAuth(request, getEnv().DURATION_RECEIVER_USER, password)) {
      const response = jsonError(401, "unauthorized", "Basic authorization is required.");
      response.headers.set("WWW-Authenticate", 'Basic realm="duration analytics"');
      return response;
    }
    // Parsed after the credential check, so strangers learn nothing about the event's shape.
    const event = durationEventSchema.safeParse(body);
    if (!event.success) return validationError(event.error, { route: "duration" });
    const id = await recordDurationEvent(db, event.data);
    return Response.json({ id }, { status: 201 });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
