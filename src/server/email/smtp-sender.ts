import "server-only";
import nodemailer from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { MailSender } from "./mail-port";

/** An SMTP server: a URL (`smtps://user:pass@host:465`) or its parts (docs/email.md, "Settings"). */
export type SmtpConfig =
  { url: string } | { host: string; port: number; secure: boolean; user?: string; pass?: string };

/** How long the SMTP server may stay silent before the try fails (and the job retries). */
const timeoutMs = 30_000;

/**
 * Connections kept open to the server and shared by the sends of this process: a mail then
 * costs one message on an open connection, not a new connection, greeting and login each. A
 * connection is replaced after 100 messages.
 */
export const smtpPool = { pool: true, maxConnections: 5, maxMessages: 100 } as const;

function transportOptions(config: SmtpConfig): SMTPPool.Options {
  // The URL's own settings win over the pool's (nodemailer merges them so).
  if ("url" in config) return { ...smtpPool, url: config.url };
  return {
    ...smtpPool,
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? "" } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/** Sends through an SMTP server with nodemailer's pooled transport; a refused or failed send throws. */
export function createSmtpSender(config: SmtpConfig): MailSender & { close(): void } {
  const transport = nodemailer.createTransport(transportOptions(config));
  return {
    kind: "smtp",
    async send(mail) {
      const info = await transport.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      if (info.rejected.length > 0) throw new Error("The SMTP server refused the recipient.");
      return { delivered: true, serverMessageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
