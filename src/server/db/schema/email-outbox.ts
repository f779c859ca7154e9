import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * `queued`: waiting for its send job; `sending`: one run claimed it and is talking to the SMTP
 * server (others leave it alone until the claim is `sendingLeaseMinutes` old); `sent`: the SMTP
 * server took it; `held`: no SMTP server is configured, so the message stays here for staff to
 * read; `failed`: the last try failed (the job retries it while it has retries left). See
 * docs/email.md.
 */
export const emailStatuses = ["queued", "sending", "sent", "held", "failed"] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** Every transactional e-mail the product writes, sent or not (docs/email.md, "The outbox"). */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Names what the mail is about (`receipt:<payment>`), so the same mail is written once. */
    dedupeKey: text("dedupe_key").unique(),
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: emailStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The Message-ID the SMTP server was given (the same on every try of this row). */
    messageId: text("message_id"),
    /** When the current try was claimed (status `sending`). */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);
