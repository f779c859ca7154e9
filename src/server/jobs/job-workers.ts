import "server-only";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import type { JobName, JobPayload } from "./job-definition";
import type { AppJobs } from "./job-names";
import { purgeExpiredRateLimits } from "./purge-expired-rate-limits";
import type { JobHandler } from "./run-job";

/** Who does one job's work, and (optionally) the cron schedule (UTC) that sends it. */
export type AppWorker = {
  [Name in JobName<AppJobs>]: {
    name: Name;
    handle: JobHandler<JobPayload<AppJobs, Name>>;
    schedule?: { cron: string; payload: JobPayload<AppJobs, Name> };
  };
}[JobName<AppJobs>];

export type WorkerDependencies = {
  db: () => Promise<Db>;
  now: () => number;
};

/** The handler of every job in job-names.ts. A feature adds its entry here (docs/jobs.md). */
export function appWorkers({ db, now }: WorkerDependencies): AppWorker[] {
  return [
    {
      name: "maintenance.purge-expired-rate-limits",
      schedule: { cron: "17 * * * *", payload: {} },
      handle: async () => {
        const removed = await purgeExpiredRateLimits(await db(), now());
        logger.info("expired rate-limit windows purged", { removed });
      },
    },
  ];
}
