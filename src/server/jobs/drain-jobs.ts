import "server-only";
import type { PgBoss } from "pg-boss";
import type { JobDefinition } from "./job-definition";
import { failureOutput, runJob, type JobHandler } from "./run-job";

export type DrainResult = { completed: number; failed: number };

/** Jobs fetched per queue per round. */
const batchSize = 20;
/** A drain that still finds work after this many rounds is feeding itself: it stops with an error. */
const maxRounds = 500;

/**
 * Runs every job of `names` that is due now, in this call, through the same checks as a
 * worker, until a round finds none: what tests (and one-off scripts) use instead of waiting for
 * the pollers. A failed run is recorded as a worker's would be, so its retry becomes due later
 * (after its backoff) and is left for a later drain.
 */
export async function drainJobs(
  boss: PgBoss,
  workers: ReadonlyMap<string, { definition: JobDefinition; handler: JobHandler<object> }>,
  names: readonly string[],
): Promise<DrainResult> {
  const result: DrainResult = { completed: 0, failed: 0 };
  for (let round = 0; round < maxRounds; round++) {
    let ran = 0;
    for (const name of names) {
      const worker = workers.get(name);
      if (!worker) throw new Error(`No worker is registered for the job ${name}.`);
      const jobs = await boss.fetch<object>(name, { batchSize, includeMetadata: true });
      for (const job of jobs) {
        ran++;
        const attempt = { id: job.id, retryCount: job.retryCount };
        try {
          await runJob(worker.definition, worker.handler, job, new AbortController().signal);
        } catch (error) {
          await boss.fail(name, attempt, failureOutput(error));
          result.failed++;
          continue;
        }
        await boss.complete(name, attempt);
        result.completed++;
      }
    }
    if (ran === 0) return result;
  }
  throw new Error(
    `Jobs were still due after ${maxRounds} rounds; a handler probably enqueues itself.`,
  );
}
