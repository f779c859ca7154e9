import "server-only";
import { enqueue } from "@/server/jobs/job-queue";
import { emailSendOptions } from "./email-send-job";
import type { RequestSend } from "./queue-email";

/**
 * Asks the app's job queue to send one outbox row, once per row, urgent mails first
 * (`queueEmail(db, mail, requestEmailSend)`).
 */
export const requestEmailSend: RequestSend = (outboxId, kind) =>
  enqueue("email.send", { outboxId }, emailSendOptions(outboxId, kind));
