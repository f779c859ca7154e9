import { getEnv } from "@/env";
import { maxSlackBodyBytes } from "@/features/notifications/domain/slack-notification";
import { slackNotificationSchema } from "@/features/notifications/domain/slack-notification-schema";
import { guardSlackRequest, slackClientLimit } from "@/features/notifications/server/guard-slack-request";
import { sendSlackNotification } from "@/features/notifications/server/send-slack-notification";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError, validationError } from "@/server/http/json-error";

/** `{ messageText, title }` to Slack, or to the outbox without a webhook (docs/api.md). */
export const POST = apiRoute({
  name: "slack",
  maxBodyBytes: maxSlackBodyBytes,
  rateLimit: slackClientLimit,
  handler: async ({ request, body, db }) => {
    const env = getEnv();
    const refused = await guardSlackRequest(db, request, env.SITE_URL);
    if (refused) return refused;
    const parsed = slackNotificationSchema.safeParse(body);
    if (!parsed.success) return validationError(parsed.error, { route: "send-slack-notification" });

    const result = await sendSlackNotification(db, parsed.data, { webhookUrl: env.SLACK_WEBHOOK_URL });
    if (result.status === "failed") {
      return jsonError(502, "slack_unavailable", "Slack did not accept the notification; it is kept in the outbox.");
    }
    return new Response(result.status === "sent" ? "ok" : "stored", {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
