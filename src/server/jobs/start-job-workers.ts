import "server-only";
import { getDb } from "@/server/db/client";
import type { JobQueue } from "./create-job-queue";
import { getJobQueue, stopJobQueue } from "./job-queue";
import type { AppJobs } from "./job-names";
import { appWorkers, type AppWorker } from "./job-workers";

const globalForWorkers = globalThis as unknown as {
  platewiseJobWorkers?: { queue: Promise<JobQueue<AppJobs>>; started: Promise<void> };
};

/**
 * Runs this process's share of the background work: every job's worker polls the shared queue,
 * and the cron schedules are kept. Call once per server process at start-up; later calls do
 * nothing while the same queue runs. Each job still runs once however many instances call it
 * (docs/jobs.md). A failed start stops the queue, so the next call begins afresh.
 */
export function startJobWorkers(): Promise<void> {
  const opened = getJobQueue();
  if (globalForWorkers.platewiseJobWorkers?.queue === opened)
    return globalForWorkers.platewiseJobWorkers.started;
  const started = (async () => {
    const queue = await opened;
    await installWorkers(queue, appWorkers({ db: getDb, now: Date.now }));
    await queue.startWorkers();
    await queue.enqueue("dashboard.aggregate", {}); // the dashboard catches up at start-up (docs/dashboard.md)
    await queue.enqueue("split-results.refresh", {}); // split results catch up at start-up (docs/split-results.md)
  })().catch(async (error: unknown) => {
    globalForWorkers.platewiseJobWorkers = undefined;
    await stopJobQueue();
    throw error;
  });
  globalForWorkers.platewiseJobWorkers = { queue: opened, started };
  return started;
}

/** Registers each worker and its schedule on a queue (without starting to poll). */
export async function installWorkers(
  queue: JobQueue<AppJobs>,
  workers: readonly AppWorker[],
): Promise<void> {
  for (const worker of workers) {
    await queue.registerWorker(worker.name, worker.handle, {
      ...(worker.concurrency ? { concurrency: worker.concurrency } : {}),
      ...(worker.pollingIntervalSeconds ? { pollingIntervalSeconds: worker.pollingIntervalSeconds } : {}),
    });
    if (worker.schedule)
      await queue.schedule(worker.name, worker.schedule.cron, worker.schedule.payload);
  }
}
