import "server-only";
import { getEnv } from "@/env";
import { getDatabase } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import {
  createJobQueue,
  type EnqueueOptions,
  type Enqueued,
  type JobQueue,
  type WorkerOptions,
} from "./create-job-queue";
import { jobSchemaFor, pgliteClientOf, type JobDatabase } from "./job-database";
import type { JobName, JobPayload } from "./job-definition";
import { appJobs, type AppJobs } from "./job-names";
import type { JobHandler } from "./run-job";

/**
 * One job queue per server process, on the app's database (docs/jobs.md). Started on first use
 * (a failed start is forgotten, so the next call tries again) and stopped when the process is
 * told to end. Kept on globalThis like the database handle, which every bundle of the server
 * process shares.
 */
const globalForJobs = globalThis as unknown as {
  platewiseJobQueue?: Promise<JobQueue<AppJobs>>;
  platewiseJobQueueStopHooked?: boolean;
};

export function getJobQueue(): Promise<JobQueue<AppJobs>> {
  globalForJobs.platewiseJobQueue ??= open().catch((error: unknown) => {
    globalForJobs.platewiseJobQueue = undefined;
    throw error;
  });
  return globalForJobs.platewiseJobQueue;
}

/** Sends a job; with `singletonKey`, at most once per key (see EnqueueOptions). */
export async function enqueue<Name extends JobName<AppJobs>>(
  name: Name,
  payload: JobPayload<AppJobs, Name>,
  options?: EnqueueOptions,
): Promise<Enqueued> {
  return (await getJobQueue()).enqueue(name, payload, options);
}

/** Says who does a job's work in this process; it runs once workers are started (startJobWorkers). */
export async function registerWorker<Name extends JobName<AppJobs>>(
  name: Name,
  handler: JobHandler<JobPayload<AppJobs, Name>>,
  options?: WorkerOptions,
): Promise<void> {
  await (await getJobQueue()).registerWorker(name, handler, options);
}

/** Stops this process's queue, waiting briefly for running jobs. A later call starts a new one. */
export async function stopJobQueue(): Promise<void> {
  const opened = globalForJobs.platewiseJobQueue;
  globalForJobs.platewiseJobQueue = undefined;
  if (!opened) return;
  const queue = await opened.catch(() => undefined);
  await queue?.stop();
}

async function open(): Promise<JobQueue<AppJobs>> {
  const env = getEnv();
  const handle = await getDatabase();
  const database: JobDatabase =
    handle.kind === "postgres" && env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", client: async () => pgliteClientOf(await getDatabase()) };
  const queue = createJobQueue({
    jobs: appJobs,
    database,
    schema: jobSchemaFor(env.DATABASE_SCHEMA),
  });
  await queue.start();
  stopOnSignals();
  return queue;
}

/**
 * SIGTERM/SIGINT: stop taking jobs and let running ones finish while the HTTP server closes.
 * When nothing else listens for the signal, it is raised again once the queue has stopped, so
 * the process still ends as it would have.
 */
function stopOnSignals(): void {
  if (globalForJobs.platewiseJobQueueStopHooked) return;
  globalForJobs.platewiseJobQueueStopHooked = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      const handledElsewhere = process.listenerCount(signal) > 0;
      stopJobQueue()
        .catch((error: unknown) =>
          logger.error("job queue did not stop cleanly", { error: String(error) }),
        )
        .finally(() => {
          if (!handledElsewhere) process.kill(process.pid, signal);
        });
    });
  }
}
