/**
 * Fills the dashboard's aggregates now (docs/dashboard.md, "Backfill"):
 *   npm run dashboard:backfill            goes on from the watermarks until caught up
 *   npm run dashboard:backfill -- --reset empties the aggregates first and counts everything again
 * With PGlite, stop the app first (one process at a time holds its data folder).
 */
import { parseArgs } from "node:util";
import { getEnv } from "@/env";
import { resetDashboard } from "@/features/dashboard/server/reset-dashboard";
import { runDashboardAggregation } from "@/features/dashboard/server/run-dashboard-aggregation";
import { createDatabase } from "@/server/db/create-database";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { reset: { type: "boolean", default: false } } });
  const env = getEnv();
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, schema: env.DATABASE_SCHEMA });
  try {
    await handle.migrate();
    if (values.reset) {
      await resetDashboard(handle.db);
      console.log("dashboard aggregates emptied");
    }
    const started = performance.now();
    // Events younger than 30 s are left to the job, as always (docs/dashboard.md).
    const summary = await runDashboardAggregation(handle.db, { now: () => new Date() });
    console.log(`dashboard aggregated in ${Math.round(performance.now() - started)} ms`, summary);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
