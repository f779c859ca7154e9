import "server-only";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { dashboardCron, dashboardJobName, dashboardRunBudgetMs } from "./dashboard-job";
import { runDashboardAggregation } from "./run-dashboard-aggregation";

/** The worker entry of the dashboard aggregation (registered in src/server/jobs/job-workers.ts). */
export function dashboardWorker({ db, now }: { db: () => Promise<Db>; now: () => Date }) {
  return {
    name: dashboardJobName,
    schedule: { cron: dashboardCron, payload: {} },
    handle: async (_payload: Record<string, never>, run: { signal: AbortSignal }) => {
      const summary = await runDashboardAggregation(await db(), { now, budgetMs: dashboardRunBudgetMs, signal: run.signal });
      if (summary.events + summary.sessionBatches + summary.orderBatches > 0) logger.info("dashboard aggregated", summary);
    },
  } as const;
}
