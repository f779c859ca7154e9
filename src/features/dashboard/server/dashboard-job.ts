import "server-only";
import { z } from "zod";
import { defineJob } from "@/server/jobs/job-definition";

/** The job's name in the app's registry (src/server/jobs/job-names.ts). */
export const dashboardJobName = "dashboard.aggregate";

/**
 * One aggregation run (docs/dashboard.md): every minute, and once at start-up. A run stops
 * taking new batches after its budget; the next run goes on from the watermarks.
 */
export const dashboardJob = defineJob({
  payload: z.object({}).strict(),
  retry: { retryLimit: 2 },
  timeoutSeconds: 5 * 60,
});

/** Every minute, UTC. */
export const dashboardCron = "* * * * *";
/** A run's budget: under the minute between two runs. */
export const dashboardRunBudgetMs = 45_000;
