import "server-only";
import { z } from "zod";
import { defineJob } from "./job-definition";

/**
 * Every job the app runs, by name, with the payload it carries. A feature adds its jobs here
 * and its handler in job-workers.ts (docs/jobs.md, "Adding a job").
 */
export const appJobs = {
  /** Hourly: deletes rate-limit windows that no rule can still be counting in. */
  "maintenance.purge-expired-rate-limits": defineJob({
    payload: z.object({}).strict(),
    retry: { retryLimit: 2 },
  }),
};

export type AppJobs = typeof appJobs;
