import "server-only";
import { getEnv } from "@/env";
import type { MailSender } from "./mail-port";
import { mailSettings } from "./mail-settings";
import { outboxSender } from "./outbox-sender";
import { createSmtpSender } from "./smtp-sender";

const globalForMail = globalThis as unknown as { platewiseMailSender?: MailSender };

/** This process's mail sender: SMTP when configured, else the outbox (docs/email.md). */
export function appMailSender(): MailSender {
  if (globalForMail.platewiseMailSender) return globalForMail.platewiseMailSender;
  const { smtp } = mailSettings(getEnv());
  globalForMail.platewiseMailSender = smtp ? createSmtpSender(smtp) : outboxSender;
  return globalForMail.platewiseMailSender;
}
