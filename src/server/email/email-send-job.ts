import "server-only";
import { z } from "zod";
import type { EnqueueOptions } from "@/server/jobs/create-job-queue";
import { defineJob } from "@/server/jobs/job-definition";
import type { EmailKind } from "./compose-email";

/**
 * Sends one stored e-mail: the payload names its outbox row, so every try sends the same
 * message and a row already sent is never sent again (docs/email.md, "Sending").
 * Retries: ≈30 s, 1 min, 2 min … up to 1 h between tries, about 7 hours in all.
 */
export const emailSendJob = defineJob({
  payload: z.object({ outboxId: z.uuid() }).strict(),
  retry: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600 },
});

/** One send job per outbox row, however often it is asked for. */
export function emailSendKey(outboxId: string): string {
  return `email:${outboxId}`;
}

/** Mails someone is waiting for on a page right now: they go ahead of every other mail. */
export const urgentEmailKinds: ReadonlySet<string> = new Set<EmailKind>(["sign-in"]);

/** The job priority of an urgent mail (others have 0; higher is taken first). */
export const urgentEmailPriority = 10;

/**
 * How the send job of one row is asked for: keyed by the row (one job per row) and, for an
 * urgent mail, with the priority that puts it ahead of a backlog of receipts
 * (docs/email.md, "Order and speed").
 */
export function emailSendOptions(outboxId: string, kind: string): EnqueueOptions {
  return {
    singletonKey: emailSendKey(outboxId),
    priority: urgentEmailKinds.has(kind) ? urgentEmailPriority : 0,
  };
}

/**
 * How the `email.send` worker runs in each process: five sends at once, each looking for the
 * next due mail a second after its last one started, so a backlog drains at about five mails
 * a second per instance and an idle queue sees a new mail within a second.
 */
export const emailSendWorker = { concurrency: 5, pollingIntervalSeconds: 1 } as const;
