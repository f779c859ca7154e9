import "server-only";
import { emptyExperimentConfig } from "@/features/experiments/domain/experiment-config";
import {
  planAssignment,
  type AssignmentPlan,
  type AssignmentRequest,
} from "@/features/experiments/domain/plan-assignment";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { experimentConfigCache, type ExperimentConfigCache } from "./experiment-config-cache";
import { recordExposures } from "./record-exposure";
import { connectExperimentLogs } from "./server-logging";

export type RunAssignmentInput = AssignmentRequest & {
  /** The visitor id (the proxy_user_id cookie); exposures are recorded only with one. */
  visitorId?: string | null;
};

export type RunAssignmentOptions = {
  random?: () => number;
  cache?: ExperimentConfigCache;
  /** Record exposures of newly joined experiments (default true). */
  recordExposures?: boolean;
  now?: () => Date;
};

export type AssignmentOutcome = AssignmentPlan & { exposuresRecorded: number };

/**
 * The server-side assignment for one request, in one call: reads the cached configuration,
 * assigns the visitor (steps, page split, redirect configuration) from the request's cookies
 * and address, and records exposures. The caller writes `cookies` on the response, redirects
 * to `pageSplit.redirectTo` when set, and hands `state`, `instructions`, `splitGroups` and
 * `redirect` to the page. Never throws: without configuration the visitor is in no test.
 */
export async function runAssignment(
  db: Db,
  input: RunAssignmentInput,
  options: RunAssignmentOptions = {},
): Promise<AssignmentOutcome> {
  connectExperimentLogs();
  const cache = options.cache ?? experimentConfigCache;
  let config = emptyExperimentConfig;
  try {
    config = await cache.get(db);
  } catch (error) {
    logger.error("experiment configuration unavailable; assigning no tests", {
      error: String(error),
    });
  }
  const plan = planAssignment(config, input, options.random ?? Math.random);
  let exposuresRecorded = 0;
  if (input.visitorId && plan.exposures.length > 0 && options.recordExposures !== false) {
    try {
      exposuresRecorded = await recordExposures(
        db,
        input.visitorId,
        plan.exposures,
        options.now?.(),
      );
    } catch (error) {
      logger.error("recording exposures failed", { error: String(error) });
    }
  }
  return { ...plan, exposuresRecorded };
}
