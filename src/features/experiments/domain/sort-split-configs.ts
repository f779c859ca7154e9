import { countTopLevelAndClauses } from "@/features/conditions/domain/count-and-clauses";
import { logExperimentProblem } from "./experiment-log";
import type { SplitConfig } from "./split-config-schema";

export const SORT_FAILURE = "sort Split Config error";

/**
 * Orders configurations so those with more top-level `and` clauses in their runCondition come
 * first (more specific tests win); equal counts keep their order. When a condition cannot be
 * read the order is left unchanged and "sort Split Config error" is logged.
 */
export function sortSplitConfigs<T extends SplitConfig>(configs: readonly T[]): T[] {
  try {
    const keyed = configs.map((config, index) => ({
      config,
      index,
      clauses: countTopLevelAndClauses(config.runCondition ?? ""),
    }));
    keyed.sort((a, b) => b.clauses - a.clauses || a.index - b.index);
    return keyed.map((entry) => entry.config);
  } catch (error) {
    logExperimentProblem(SORT_FAILURE, {
      error: error instanceof Error ? error.message : String(error),
    });
    return [...configs];
  }
}
