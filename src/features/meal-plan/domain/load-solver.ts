import loadHighs from "highs";
import type { LpSolver } from "./planner";

let loading: Promise<LpSolver> | undefined;

/**
 * The HiGHS solver, loaded once per process. In Node the loader finds highs.wasm beside its
 * own file, which is why `highs` is a server external package in next.config.ts (the Next
 * server bundle then requires it from node_modules instead of copying the loader into a chunk
 * without its .wasm). docs/meal-plan.md, "The planner".
 */
export function loadSolver(): Promise<LpSolver> {
  loading ??= loadHighs().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
