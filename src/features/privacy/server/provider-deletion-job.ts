import "server-only";
import { z } from "zod";
import { defineJob } from "@/server/jobs/job-definition";

/** The job's name in the app's registry (src/server/jobs/job-names.ts). */
export const providerDeletionJobName = "privacy.delete-provider-customers";

/**
 * Asks each payment provider to delete the customers erased since (docs/privacy.md, "The
 * payment provider"): sent right after an erasure and every 10 minutes, so a send lost after
 * the erasure's commit, or a provider that was down, is caught up. Runs of it are harmless
 * repeats: a row already done is not asked again, a customer already gone counts as done.
 */
export const providerDeletionJob = defineJob({
  payload: z.object({}).strict(),
  retry: { retryLimit: 5 },
});
