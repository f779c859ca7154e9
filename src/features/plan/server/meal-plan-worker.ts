import "server-only";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { generateMealPlan } from "./generate-meal-plan";
import { mealPlanGenerateJobName } from "./meal-plan-job";

/** The worker entry of the plan generation job (registered in src/server/jobs/job-workers.ts). */
export function mealPlanWorker({ db }: { db: () => Promise<Db> }) {
  return {
    name: mealPlanGenerateJobName,
    handle: async (job: { userUuid: string; weekStart: string }) => {
      const started = Date.now();
      const outcome = await generateMealPlan(await db(), await loadSolver(), job);
      logger.info("meal plan job ran", { weekStart: job.weekStart, outcome, ms: Date.now() - started });
    },
  } as const;
}
