import "server-only";
import { enqueue } from "@/server/jobs/job-queue";
import { mealPlanGenerateJobName, mealPlanJobKey, type RequestPlan } from "./meal-plan-job";

/** Sends the generation on the app's queue, once per user, week and settings version. */
export const appRequestPlan: RequestPlan = ({ userUuid, weekStart, version }) =>
  enqueue(mealPlanGenerateJobName, { userUuid, weekStart }, { singletonKey: mealPlanJobKey(userUuid, weekStart, version) });
