import "server-only";
import { z } from "zod";
import { defineJob } from "@/server/jobs/job-definition";

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
