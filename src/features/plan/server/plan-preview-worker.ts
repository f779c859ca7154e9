import { parentPort } from "node:worker_threads";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import type { PlanInput, PlanResult } from "@/features/meal-plan/domain/plan";
import { planWeek } from "@/features/meal-plan/domain/planner";
import type { Recipe } from "@/features/meal-plan/domain/recipe";

/**
 * The plan preview's solver thread (docs/final-page.md, "Plan"): plans one week per message
 * with the same planner and HiGHS build as the plan job, off the thread that answers requests.
 * Messages are handled in order; the recipes come with the first message of each catalogue
 * version and are kept for the next ones.
 */
export type PlanWorkerRequest = { id: number; catalogue: string; recipes?: Recipe[]; input: PlanInput };
export type PlanWorkerAnswer = { id: number; result: PlanResult } | { id: number; error: string };

let held: { catalogue: string; recipes: Recipe[] } | null = null;
let queue = Promise.resolve();

function answer(message: PlanWorkerAnswer): void {
  parentPort?.postMessage(message);
}

parentPort?.on("message", (request: PlanWorkerRequest) => {
  queue = queue.then(async () => {
    if (request.recipes) held = { catalogue: request.catalogue, recipes: request.recipes };
    try {
      if (!held || held.catalogue !== request.catalogue) throw new Error("no recipes for this catalogue version");
      answer({ id: request.id, result: planWeek(held.recipes, request.input, await loadSolver()) });
    } catch (error) {
      answer({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
