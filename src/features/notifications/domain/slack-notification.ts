// Types and rules the browser uses: no zod here. The route validates bodies with
// `slack-notification-schema.ts`.

/** Body of POST /api/send-slack-notification. */
export type SlackNotification = { title: string; messageText: string };

/** Largest accepted request body, in bytes. */
export const maxSlackBodyBytes = 8 * 1024;

export const slackNotificationPath = "/api/send-slack-notification";

/**
 * Slack's mrkdwn escaping: &, < and > become entities, so a message cannot ping
 * channels (`<!channel>`) or disguise links.
 */
export function escapeSlackText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The webhook payload: the title in bold, then the message. */
export function toSlackPayload(notification: SlackNotification): { text: string } {
  return { text: `*${escapeSlackText(notification.title)}*\n${escapeSlackText(notification.messageText)}` };
}
