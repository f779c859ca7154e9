import "server-only";
import { enqueue } from "@/server/jobs/job-queue";
import { emailSendKey } from "./email-send-job";
import type { RequestSend } from "./queue-email";

/** Asks the app's job queue to send one outbox row, once per row (`queueEmail(db, mail, requestEmailSend)`). */
export const requestEmailSend: RequestSend = (outboxId) =>
  enqueue("email.send", { outboxId }, { singletonKey: emailSendKey(outboxId) });
