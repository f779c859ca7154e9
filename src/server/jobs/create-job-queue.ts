import "server-only";
import { PgBoss, type Clock, type SendOptions } from "pg-boss";
import { logger } from "@/server/log/logger";
import { drainJobs, type DrainResult } from "./drain-jobs";
import { bossConnectionOptions, type JobDatabase } from "./job-database";
import {
  deadLetterQueueOf,
  deadLetterRetentionSeconds,
  defaultTimeoutSeconds,
  retryPolicyOf,
  type JobDefinition,
  type JobName,
  type JobPayload,
  type JobRegistry,
} from "./job-definition";
import { jobIdFor } from "./job-id";
import { runJob, type JobHandler } from "./run-job";

export type JobQueueOptions<Jobs extends JobRegistry> = {
  jobs: Jobs;
  database: JobDatabase;
  /** PostgreSQL schema of the job tables (created when missing); see jobSchemaFor. */
  schema: string;
  /** pg-boss's clock; tests pass its TestClock to move time by hand. */
  clock?: Clock;
  /** How often an idle worker looks for due jobs. */
  pollingIntervalSeconds?: number;
};

export type EnqueueOptions = {
  /**
   * Idempotency key: while pg-boss keeps a job sent under this key (queued, running, retrying,
   * failed, or finished less than a week ago), sending again is a no-op (docs/jobs.md).
   */
  singletonKey?: string;
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Higher runs first: workers take due jobs by priority, then oldest first (default 0). */
  priority?: number;
};

/** `created` is false when the key already named a stored job; `id` is that job's then. */
export type Enqueued = { id: string; created: boolean };

export type WorkerOptions = {
  /** Jobs of this kind run at once in this process. */
  concurrency?: number;
  /** How often an idle worker of this kind looks for work (default: the queue's; at least 0.5 s). */
  pollingIntervalSeconds?: number;
};

export type JobQueue<Jobs extends JobRegistry> = {
  /** The underlying pg-boss instance, for inspection (findJobs, getQueue) and redrives. */
  readonly boss: PgBoss;
  /** Installs or migrates the job tables and creates every job's queue and dead-letter queue. */
  start(): Promise<void>;
  /** Stops polling and waits (up to 10 s) for running jobs; the database stays open. */
  stop(): Promise<void>;
  enqueue<Name extends JobName<Jobs>>(
    name: Name,
    payload: JobPayload<Jobs, Name>,
    options?: EnqueueOptions,
  ): Promise<Enqueued>;
  /** Sends the job on a cron schedule (UTC), once per occurrence across every instance. */
  schedule<Name extends JobName<Jobs>>(
    name: Name,
    cron: string,
    payload: JobPayload<Jobs, Name>,
  ): Promise<void>;
  /** Says who does a job's work; polling starts with startWorkers (or at once when already started). */
  registerWorker<Name extends JobName<Jobs>>(
    name: Name,
    handler: JobHandler<JobPayload<Jobs, Name>>,
    options?: WorkerOptions,
  ): Promise<void>;
  startWorkers(): Promise<void>;
  /** Runs every due job of the given kinds (default: all with a worker) now, in this call. */
  drain(names?: readonly JobName<Jobs>[]): Promise<DrainResult>;
};

type Worker = {
  definition: JobDefinition;
  handler: JobHandler<object>;
  options: WorkerOptions;
  polling: boolean;
};

const stopTimeoutMs = 10_000;

export function createJobQueue<Jobs extends JobRegistry>(
  options: JobQueueOptions<Jobs>,
): JobQueue<Jobs> {
  const { jobs } = options;
  const boss = new PgBoss({
    ...bossConnectionOptions(options.database),
    schema: options.schema,
    clock: options.clock,
  });
  boss.on("error", (error) => logger.error("job queue error", { error: error.message }));
  boss.on("warning", (warning) => logger.warn("job queue warning", { warning: warning.message }));
  const workers = new Map<string, Worker>();
  let starting: Promise<void> | undefined;
  let workersStarted = false;

  function definitionOf(name: string): JobDefinition {
    const definition = jobs[name];
    if (!definition) throw new Error(`Unknown job ${name}.`);
    return definition;
  }

  async function createQueues(name: string): Promise<void> {
    const deadLetter = deadLetterQueueOf(name);
    const definition = definitionOf(name);
    const settings = {
      ...retryPolicyOf(definition),
      expireInSeconds: definition.timeoutSeconds ?? defaultTimeoutSeconds,
      deadLetter,
    };
    await boss.createQueue(deadLetter, { retentionSeconds: deadLetterRetentionSeconds });
    await boss.createQueue(name, settings);
    // An existing queue takes today's settings too.
    await boss.updateQueue(name, settings);
  }

  async function poll(name: string, worker: Worker): Promise<void> {
    worker.polling = true;
    const workOptions = {
      batchSize: 1,
      includeMetadata: true,
      localConcurrency: worker.options.concurrency ?? 1,
      pollingIntervalSeconds: worker.options.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2,
    } as const;
    await boss.work<object, void, typeof workOptions>(name, workOptions, async ([job]) => {
      if (job) await runJob(worker.definition, worker.handler, job, job.signal);
    });
  }

  return {
    boss,
    start() {
      starting ??= (async () => {
        await boss.start();
        for (const name of Object.keys(jobs)) await createQueues(name);
      })().catch((error: unknown) => {
        starting = undefined;
        throw error;
      });
      return starting;
    },
    async stop() {
      workersStarted = false;
      for (const worker of workers.values()) worker.polling = false;
      await boss.stop({ graceful: true, timeout: stopTimeoutMs });
      starting = undefined;
    },
    async enqueue(name, payload, sendOptions = {}) {
      const data = definitionOf(name).payload.parse(payload);
      const { singletonKey, ...rest } = sendOptions;
      const id = singletonKey === undefined ? undefined : jobIdFor(name, singletonKey);
      const send: SendOptions = withoutUndefined({ ...rest, id, singletonKey });
      const sent = await boss.send(name, data, send);
      if (id) return { id, created: sent !== null };
      if (!sent) throw new Error(`The job ${name} was not sent.`);
      return { id: sent, created: true };
    },
    async schedule(name, cron, payload) {
      await boss.schedule(name, cron, definitionOf(name).payload.parse(payload), { tz: "UTC" });
    },
    async registerWorker(name, handler, workerOptions = {}) {
      if (workers.has(name)) throw new Error(`A worker is already registered for the job ${name}.`);
      const worker: Worker = {
        definition: definitionOf(name),
        handler: handler as JobHandler<object>,
        options: workerOptions,
        polling: false,
      };
      workers.set(name, worker);
      if (workersStarted) await poll(name, worker);
    },
    async startWorkers() {
      workersStarted = true;
      for (const [name, worker] of workers) if (!worker.polling) await poll(name, worker);
    },
    drain(names) {
      return drainJobs(boss, workers, names ?? [...workers.keys()]);
    },
  };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
