import { slackNotificationPath, type SlackNotification } from "@/features/notifications/domain/slack-notification";

/** Thrown when the site refuses a Slack notification; carries the status and the JSON body. */
export class SlackNotificationError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super("Failed to send slack notification");
    this.name = "SlackNotificationError";
  }
}

/** POST /api/send-slack-notification; answers the response text. */
export async function sendSlackNotification(
  notification: SlackNotification,
  options: { fetch?: typeof fetch; baseUrl?: string } = {},
): Promise<string> {
  const response = await (options.fetch ?? fetch)(`${options.baseUrl ?? ""}${slackNotificationPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(notification),
    credentials: "same-origin",
  });
  if (response.ok) return response.text();
  const body: unknown = await response.json().catch(() => null);
  throw new SlackNotificationError(response.status, body);
}
