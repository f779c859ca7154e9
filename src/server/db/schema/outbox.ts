import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const slackOutboxStatuses = ["pending", "sent", "failed"] as const;
export type SlackOutboxStatus = (typeof slackOutboxStatuses)[number];

/**
 * Every Slack notification the site sends: `sent` when the webhook took it, `pending` when
 * no webhook is configured (staff read it in the management area), `failed` with the error.
 */
export const slackOutbox = pgTable(
  "slack_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    messageText: text("message_text").notNull(),
    status: text("status", { enum: slackOutboxStatuses }).notNull(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("slack_outbox_created_idx").on(t.createdAt)],
);
