import "server-only";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { refreshSplitResults } from "./refresh-split-results";

/** The job's name in the app's registry (src/server/jobs/job-names.ts). */
export const splitResultsJobName = "split-results.refresh";
/** Every minute, UTC; a run stops taking new exposure batches after its budget. */
export const splitResultsCron = "* * * * *";
export const splitResultsRunBudgetMs = 45_000;

/** The worker of the split results refresh (docs/split-results.md, "How it stays fast"). */
export function splitResultsWorker({ db, now }: { db: () => Promise<Db>; now: () => Date }) {
  return {
    name: splitResultsJobName,
    schedule: { cron: splitResultsCron, payload: {} },
    handle: async () => {
      const summary = await refreshSplitResults(await db(), { now, budgetMs: splitResultsRunBudgetMs });
      if (summary.exposures + summary.recomputed > 0) logger.info("split results refreshed", summary);
    },
  } as const;
}
