import "server-only";
import type { Db } from "@/server/db/db-type";
import { enqueue } from "@/server/jobs/job-queue";
import type { SandboxDeps, SandboxJob } from "./sandbox-runtime";

/**
 * The processor's jobs sent through the app's queue, each at most once per key: one delivery
 * job per event, one settlement per charge.
 */
export async function enqueueSandboxJob(job: SandboxJob): Promise<void> {
  if (job.name === "sandbox-pay.deliver-event")
    await enqueue(job.name, { eventId: job.eventId }, { singletonKey: job.eventId });
  else
    await enqueue(
      job.name,
      { paymentIntentId: job.paymentIntentId },
      { singletonKey: job.paymentIntentId },
    );
}

export function sandboxDeps(db: Db, now: () => Date = () => new Date()): SandboxDeps {
  return { db, now, enqueue: enqueueSandboxJob };
}
