import { z } from "zod";
import type { SlackNotification } from "./slack-notification";

/** Server-side validation of the body of POST /api/send-slack-notification. */
export const slackNotificationSchema = z.object({
  title: z.string().trim().min(1).max(200),
  messageText: z.string().trim().min(1).max(4000),
}) satisfies z.ZodType<SlackNotification>;
