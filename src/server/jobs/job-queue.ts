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
import { setJobWorkersStatus } from "./job-workers-status";
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
  /**
   * Set when the process is told to end (SIGTERM/SIGINT): settles once the queue has stopped,
   * its running jobs finished or given up on. scripts/server.mjs waits for it before exiting.
   */
  platewiseJobQueueStopped?: Promise<void>;
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
  try {
    await queue.start();
  } catch (error) {
    await queue.stop().catch(() => undefined); // frees what the failed start opened (pg-boss's pool)
    throw error;
  }
  stopJobQueueOnSignals();
  return queue;
}

/** True once the process has been told to end: nothing should start the workers again. */
export function isShuttingDown(): boolean {
  return globalForJobs.platewiseJobQueueStopped !== undefined;
}

/**
 * SIGTERM/SIGINT: stop taking jobs and let running ones finish (up to 10 s) while the HTTP
 * server finishes its requests; the app's server (scripts/server.mjs) exits once both are done
 * (docs/operations.md, "Shutting down"). When nothing else listens for the signal (e.g.
 * `next start`), it is raised again once the queue has stopped, so the process still ends.
 */
export function stopJobQueueOnSignals(): void {
  if (globalForJobs.platewiseJobQueueStopHooked) return;
  globalForJobs.platewiseJobQueueStopHooked = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      const handledElsewhere = process.listenerCount(signal) > 0;
      setJobWorkersStatus("off");
      globalForJobs.platewiseJobQueueStopped ??= stopJobQueue().catch((error: unknown) =>
        logger.error("job queue did not stop cleanly", { error: String(error) }),
      );
      void globalForJobs.platewiseJobQueueStopped.finally(() => {
        if (!handledElsewhere) process.kill(process.pid, signal);
      });
    });
  }
}
