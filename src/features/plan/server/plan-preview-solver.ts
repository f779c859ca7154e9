import "server-only";
import { Worker } from "node:worker_threads";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import type { PlanInput, PlanResult } from "@/features/meal-plan/domain/plan";
import { planWeek } from "@/features/meal-plan/domain/planner";
import type { Recipe } from "@/features/meal-plan/domain/recipe";
import { logger } from "@/server/log/logger";
import type { PlanWorkerAnswer, PlanWorkerRequest } from "./plan-preview-worker";

/**
 * Solves the plan preview's weeks on a worker thread (`plan-preview-worker.ts`), so a solve —
 * milliseconds usually, longer for the first one while HiGHS loads and compiles — never
 * holds the thread that answers requests: the final page, the quiz steps and every other
 * visitor's pages go on meanwhile (docs/final-page.md, "Plan"). One thread per process, weeks
 * solved one after the other. Where no thread can run (the worker file is not built, as under
 * the unit and integration tests, or it failed) the week is solved in this thread instead,
 * after a yield.
 */

type Pending = { catalogue: string; recipes: Recipe[]; input: PlanInput; resolve: (result: PlanResult) => void; reject: (error: unknown) => void };
type SolverThread = { worker: Worker; pending: Map<number, Pending>; catalogue: string | null; nextId: number };
type SolverState = { thread: SolverThread | null; unavailable: boolean };

// On globalThis: every bundle of the server process (pages, actions, API routes) shares one thread.
const stateKey = Symbol.for("platewise.planPreviewSolver");
const state = ((globalThis as Record<symbol, unknown>)[stateKey] ??= { thread: null, unavailable: false }) as SolverState;

async function solveHere(recipes: readonly Recipe[], input: PlanInput): Promise<PlanResult> {
  const solver = await loadSolver();
  // The solve holds this thread for a moment: let answers already under way leave first.
  await new Promise((resolve) => setImmediate(resolve));
  return planWeek(recipes, input, solver);
}

/** Gives up the thread: its waiting weeks are solved here, and no thread is started again. */
function abandon(thread: SolverThread, reason: string): void {
  if (state.thread === thread) state.thread = null;
  state.unavailable = true;
  logger.warn("plan preview thread unavailable; planning in the request thread", { reason });
  void thread.worker.terminate().catch(() => undefined);
  for (const job of thread.pending.values()) solveHere(job.recipes, job.input).then(job.resolve, job.reject);
  thread.pending.clear();
}

function startThread(): SolverThread | null {
  let worker: Worker;
  try {
    // A path from the project folder: Next builds the file as the thread's own entry and points
    // this at the built chunk (a URL form would also publish the source as a static asset).
    worker = new Worker("./src/features/plan/server/plan-preview-worker.ts");
  } catch (error) {
    state.unavailable = true;
    logger.warn("plan preview thread could not start", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
  const thread: SolverThread = { worker, pending: new Map(), catalogue: null, nextId: 1 };
  // The server's lifetime is its own: a thread that only waits keeps nothing running.
  worker.unref();
  worker.on("message", (answer: PlanWorkerAnswer) => {
    const job = thread.pending.get(answer.id);
    if (!job) return;
    if ("error" in answer) {
      abandon(thread, answer.error);
      return;
    }
    thread.pending.delete(answer.id);
    job.resolve(answer.result);
  });
  worker.on("error", (error) => abandon(thread, error.message));
  worker.on("exit", (code) => {
    if (state.thread === thread) abandon(thread, `exited with ${code}`);
  });
  return thread;
}

/** The week for `input` over the catalogue version `catalogue` (whose recipes are `recipes`). */
export function solvePreviewWeek(catalogue: string, recipes: Recipe[], input: PlanInput): Promise<PlanResult> {
  if (state.unavailable) return solveHere(recipes, input);
  const thread = (state.thread ??= startThread());
  if (!thread) return solveHere(recipes, input);
  return new Promise<PlanResult>((resolve, reject) => {
    const id = thread.nextId++;
    thread.pending.set(id, { catalogue, recipes, input, resolve, reject });
    const request: PlanWorkerRequest = { id, catalogue, input, ...(thread.catalogue !== catalogue ? { recipes } : {}) };
    thread.catalogue = catalogue;
    thread.worker.postMessage(request);
  });
}
