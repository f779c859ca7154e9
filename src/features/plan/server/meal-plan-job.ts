import "server-only";
import { z } from "zod";
import { defineJob } from "@/server/jobs/job-definition";

/** The job's name in the app's registry (src/server/jobs/job-names.ts). */
export const mealPlanGenerateJobName = "meal-plan.generate";

/**
 * Builds one user's plan for one week (docs/meal-plan.md, "The buyer's plan"). A run for a plan
 * already built from the same settings changes nothing, so repeats are harmless.
 */
export const mealPlanGenerateJob = defineJob({
  payload: z
    .object({ userUuid: z.uuid(), weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
    .strict(),
  retry: { retryLimit: 3 },
  timeoutSeconds: 5 * 60,
});

/** One send per user, week and settings version: a new save sends again, a reload does not. */
export function mealPlanJobKey(userUuid: string, weekStart: string, version: string): string {
  return `meal-plan:${userUuid}:${weekStart}:${version}`;
}

/** Sends the generation of a week's plan (the app's queue, or a test's). */
export type RequestPlan = (job: { userUuid: string; weekStart: string; version: string }) => Promise<unknown>;
