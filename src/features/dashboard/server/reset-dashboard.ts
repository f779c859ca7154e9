import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";

/** Empties every dashboard aggregate and watermark, for a backfill from the first row. */
export async function resetDashboard(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table dashboard_watermarks in exclusive mode`);
    await tx.execute(sql`delete from dashboard_daily`);
    await tx.execute(sql`delete from dashboard_funnel_steps`);
    await tx.execute(sql`delete from dashboard_daily_visitors`);
    await tx.execute(sql`delete from dashboard_visitor_counts`);
    await tx.execute(sql`delete from dashboard_visitor_dimensions`);
    await tx.execute(sql`delete from dashboard_facts`);
    await tx.execute(sql`delete from dashboard_watermarks`);
  });
}
