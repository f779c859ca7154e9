import "server-only";
import type { JobWithMetadata } from "pg-boss";
import { logger } from "@/server/log/logger";
import type { JobDefinition } from "./job-definition";

/** What a handler learns about the run besides its payload. */
export type JobRun = {
  id: string;
  name: string;
  /** 0 on the first run, n on the n-th retry. */
  retryCount: number;
  /** Aborted when the run outlives its timeout or the queue stops without waiting. */
  signal: AbortSignal;
};

/**
 * Does a job's work. Throwing fails the run: it is retried with backoff, then moved to the
 * dead-letter queue. A run can happen more than once, so a handler must be idempotent
 * (docs/jobs.md, "Writing a handler").
 */
export type JobHandler<Payload> = (payload: Payload, run: JobRun) => Promise<void>;

/** One run of one job: its stored payload checked against the job's schema, then the handler. */
export async function runJob(
  definition: JobDefinition,
  handler: JobHandler<object>,
  job: JobWithMetadata<object>,
  signal: AbortSignal,
): Promise<void> {
  try {
    const payload = definition.payload.safeParse(job.data);
    if (!payload.success)
      throw new Error(
        `The stored payload does not match the job's schema: ${payload.error.message}`,
      );
    await handler(payload.data, { id: job.id, name: job.name, retryCount: job.retryCount, signal });
  } catch (error) {
    const final = job.retryCount >= job.retryLimit;
    const context = {
      job: job.name,
      id: job.id,
      attempt: job.retryCount + 1,
      error: errorMessage(error),
    };
    if (final)
      logger.error("job failed on its last attempt; it moves to its dead-letter queue", context);
    else logger.warn("job failed; it will be retried", context);
    throw error;
  }
}

/** What a failed run stores on the job (pg-boss keeps it as the job's output). */
export function failureOutput(error: unknown): { name: string; message: string } {
  return { name: error instanceof Error ? error.name : "Error", message: errorMessage(error) };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
