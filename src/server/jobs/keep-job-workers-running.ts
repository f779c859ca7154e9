import "server-only";
import { databaseAvailability } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import { isShuttingDown, stopJobQueueOnSignals } from "./job-queue";
import { setJobWorkersStatus } from "./job-workers-status";
import { startJobWorkers } from "./start-job-workers";

export type RetryDelays = {
  /** Wait after the first failed start; doubled after each further failure. */
  firstMs: number;
  /** Longest wait between two tries. */
  maxMs: number;
};

/** 1 s, 2 s, 4 s, 8 s, then every 10 s: workers run at most ~10 s after the database is back. */
export const defaultRetryDelays: RetryDelays = { firstMs: 1_000, maxMs: 10_000 };

/** The wait after the `failures`-th failed start in a row (1-based). */
export function retryDelayMs(failures: number, delays: RetryDelays): number {
  return Math.min(delays.firstMs * 2 ** Math.max(0, failures - 1), delays.maxMs);
}

/**
 * Starts this process's job workers and, when the start fails (the database unreachable or
 * still starting), tries again with backoff until they run or the process is told to end.
 * Never rejects: the server answers pages meanwhile, and `/api/health` reports the workers
 * `down` (503) until they run. Each try first asks the database's availability state, which
 * also lets a store that was shut reopen (docs/operations.md). Resolves once they run (or on
 * shutdown).
 */
export async function keepJobWorkersRunning(
  delays: RetryDelays = defaultRetryDelays,
): Promise<void> {
  stopJobQueueOnSignals();
  setJobWorkersStatus("starting");
  for (let failures = 0; !isShuttingDown();) {
    try {
      if (!(await databaseAvailability().check())) throw new Error("the database is unavailable");
      await startJobWorkers();
      if (isShuttingDown()) break;
      setJobWorkersStatus("running");
      if (failures > 0) logger.info("background job workers running", { tries: failures + 1 });
      return;
    } catch (error) {
      failures += 1;
      setJobWorkersStatus("down");
      const waitMs = retryDelayMs(failures, delays);
      const log = failures === 1 ? logger.error : logger.warn;
      log("background job workers did not start; trying again", {
        error: String(error),
        failures,
        waitMs,
      });
      await pause(waitMs);
    }
  }
  setJobWorkersStatus("off");
}

/**
 * Waits `ms`, or less: when the database was marked down and a probe elsewhere (a page request,
 * the health check) finds it back, the next try starts at once.
 */
async function pause(ms: number): Promise<void> {
  const availability = databaseAvailability();
  const wasDown = availability.isDown();
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, end - Date.now())).unref());
    if (wasDown && !availability.isDown()) return;
  }
}
