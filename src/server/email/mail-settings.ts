import "server-only";
import type { ServerEnv } from "@/env";
import type { SmtpConfig } from "./smtp-sender";

export type MailSettings = {
  /** Undefined: no SMTP server, mail stays in the outbox. */
  smtp?: SmtpConfig;
  from: string;
  supportEmail: string;
  siteUrl: string;
};

/** The e-mail settings from the environment (docs/email.md, "Settings"). */
export function mailSettings(env: ServerEnv): MailSettings {
  return {
    smtp: smtpConfig(env),
    from: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL ?? addressOf(env.MAIL_FROM),
    siteUrl: env.SITE_URL,
  };
}

function smtpConfig(env: ServerEnv): SmtpConfig | undefined {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  if (!env.SMTP_HOST) return undefined;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587),
    secure: env.SMTP_SECURE,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
  };
}

/** `Platewise <hello@example.com>` → `hello@example.com`. */
export function addressOf(mailbox: string): string {
  const angled = /<([^<>\s]+@[^<>\s]+)>/.exec(mailbox);
  return (angled?.[1] ?? mailbox).trim();
}

/** The domain of our Message-IDs: the sender's. */
export function messageIdDomain(from: string): string {
  const address = addressOf(from);
  const at = address.lastIndexOf("@");
  return at >= 0 && at < address.length - 1 ? address.slice(at + 1) : "localhost";
}
