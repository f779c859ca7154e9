import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryDashboard } from "@/features/dashboard/server/query-dashboard";
import { getDb } from "@/server/db/client";
import type { DatabaseHandle } from "@/server/db/create-database";
import { analyticsEvents } from "@/server/db/schema/analytics";
import { getJobQueue, stopJobQueue } from "@/server/jobs/job-queue";
import { appWorkers } from "@/server/jobs/job-workers";
import { installWorkers } from "@/server/jobs/start-job-workers";
import { openAppDatabase } from "../../helpers/app-db";

/** The job as the app registers it: every minute, and each run takes only events old enough. */
describe("the app's dashboard job", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openAppDatabase();
  });
  afterAll(async () => {
    await stopJobQueue();
    await handle.close();
  });

  it("runs every minute and aggregates settled events, leaving the last 30 s for the next run", async () => {
    const queue = await getJobQueue();
    await installWorkers(queue, appWorkers({ db: getDb, now: Date.now }));
    const schedules = await queue.boss.getSchedules("dashboard.aggregate");
    expect(schedules.map((s) => [s.cron, s.timezone])).toEqual([["* * * * *", "UTC"]]);

    const at = new Date();
    const day = at.toISOString().slice(0, 10);
    const row = (visitorId: string, receivedAt: Date) => ({
      visitorId, name: "page_view", properties: {}, url: "https://platewise.example/", clickIds: {}, experimentGroups: {}, occurredAt: at, receivedAt,
    });
    await handle.db.insert(analyticsEvents).values([row("job-v1", new Date(at.getTime() - 60_000)), row("job-v2", new Date(at.getTime() - 61_000)), row("job-v3", at)]);

    await queue.enqueue("dashboard.aggregate", {});
    const drained = await queue.drain(["dashboard.aggregate"]);
    expect(drained).toEqual({ completed: 1, failed: 0 });
    const report = await queryDashboard(handle.db, { from: day, to: day });
    expect(report.totals).toMatchObject({ visitors: 2, pageViews: 2 });
  });
});
