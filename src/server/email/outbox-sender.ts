import "server-only";
import type { MailSender } from "./mail-port";

/**
 * Without SMTP, mail is only stored: every message is already a row of `email_outbox`, which
 * the send job marks `held` (docs/email.md, "The send job").
 */
export const outboxSender: MailSender = {
  kind: "outbox",
  send: async () => ({ delivered: false }),
};
