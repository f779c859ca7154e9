import "server-only";
import type { z } from "zod";

/**
 * How a job's failed runs are retried before it moves to its dead-letter queue, in pg-boss's
 * own terms (seconds). With `retryBackoff` the wait before retry n (1, 2, …) is between
 * `retryDelay × 2^(n-1)` and twice that, at most `retryDelayMax` (docs/jobs.md, "Retries").
 */
export type RetryPolicy = {
  /** Runs after the first one; once they are spent the job fails for good. */
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax: number;
};

/** ≈15 s, 30 s, 1 min … up to 1 h between tries: about 1.5 h of retries before the dead-letter queue. */
export const defaultRetryPolicy: RetryPolicy = {
  retryLimit: 8,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 3_600,
};

/** A run that takes longer than this counts as failed (and is retried). */
export const defaultTimeoutSeconds = 15 * 60;

/** Jobs that ran out of retries wait this long in their dead-letter queue for a look and a redrive. */
export const deadLetterRetentionSeconds = 30 * 24 * 60 * 60;

/** One kind of job: the payload it carries (checked when sent and again when run) and its retries. */
export type JobDefinition<Payload extends object = object> = {
  payload: z.ZodType<Payload>;
  retry?: Partial<RetryPolicy>;
  timeoutSeconds?: number;
};

/** Job names → definitions. Names are pg-boss queue names: letters, digits, `_`, `-`, `.`, `/`. */
export type JobRegistry = Record<string, JobDefinition>;

export type JobName<Jobs extends JobRegistry> = Extract<keyof Jobs, string>;

export type JobPayload<Jobs extends JobRegistry, Name extends JobName<Jobs>> = z.output<
  Jobs[Name]["payload"]
>;

export function defineJob<Payload extends object>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return definition;
}

/** Every job has its own dead-letter queue, which no worker reads. */
export function deadLetterQueueOf(name: string): string {
  return `${name}.dead-letter`;
}

export function retryPolicyOf(definition: JobDefinition): RetryPolicy {
  return { ...defaultRetryPolicy, ...definition.retry };
}
