import { getEnv } from "@/env";
import { maxSlackBodyBytes, slackNotificationSchema } from "@/features/notifications/domain/slack-notification";
import { guardSlackRequest } from "@/features/notifications/server/guard-slack-request";
import { sendSlackNotification } from "@/features/notifications/server/send-slack-notification";
import { getDb } from "@/server/db/client";
import { jsonError, validationError } from "@/server/http/json-error";
import { readLimitedJson } from "@/server/rate-limit/read-limited-json";

/** `{ messageText, title }` to Slack, or to the outbox without a webhook (docs/api.md). */
export async function POST(request: Request): Promise<Response> {
  const env = getEnv();
  const db = await getDb();
  const refused = await guardSlackRequest(db, request, env.SITE_URL);
  if (refused) return refused;

  const body = await readLimitedJson(request, maxSlackBodyBytes);
  if (!body.ok) {
    return body.reason === "too_large"
      ? jsonError(413, "too_large", `The body is larger than ${maxSlackBodyBytes} bytes.`)
      : jsonError(400, "invalid_json", "The body must be JSON.");
  }
  const parsed = slackNotificationSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error, { route: "send-slack-notification" });

  const result = await sendSlackNotification(db, parsed.data, { webhookUrl: env.SLACK_WEBHOOK_URL });
  if (result.status === "failed") {
    return jsonError(502, "slack_unavailable", "Slack did not accept the notification; it is kept in the outbox.");
  }
  return new Response(result.status === "sent" ? "ok" : "stored", {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
