import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/server/db/create-database";
import { rateLimitBuckets } from "@/server/db/schema/rate-limit";
import { enqueue, getJobQueue, stopJobQueue } from "@/server/jobs/job-queue";
import {
  purgeExpiredRateLimits,
  rateLimitHorizonMs,
} from "@/server/jobs/purge-expired-rate-limits";
import { startJobWorkers } from "@/server/jobs/start-job-workers";
import { hitRateLimit } from "@/server/rate-limit/hit-rate-limit";
import { openAppDatabase } from "../../helpers/app-db";

const hour = 60 * 60 * 1000;

async function keysLeft(handle: DatabaseHandle, key: string): Promise<number> {
  return (await handle.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key)))
    .length;
}

describe("the app's job queue", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openAppDatabase();
  });
  afterAll(async () => {
    await stopJobQueue();
    await handle.close();
  });

  it("purges only rate-limit windows older than the horizon", async () => {
    const now = Date.now();
    await hitRateLimit(
      handle.db,
      { key: "purge:old", limit: 5, windowMs: hour },
      now - rateLimitHorizonMs - 2 * hour,
    );
    await hitRateLimit(
      handle.db,
      { key: "purge:recent", limit: 5, windowMs: hour },
      now - rateLimitHorizonMs + 2 * hour,
    );
    expect(await purgeExpiredRateLimits(handle.db, now)).toBe(1);
    expect(await keysLeft(handle, "purge:old")).toBe(0);
    expect(await keysLeft(handle, "purge:recent")).toBe(1);
  });

  it("starts the workers once, keeps the hourly purge schedule, and runs a purge sent through enqueue", async () => {
    await Promise.all([startJobWorkers(), startJobWorkers()]);
    const queue = await getJobQueue();
    const schedules = await queue.boss.getSchedules("maintenance.purge-expired-rate-limits");
    expect(schedules.map((s) => [s.cron, s.timezone])).toEqual([["17 * * * *", "UTC"]]);

    await hitRateLimit(
      handle.db,
      { key: "purge:stale", limit: 5, windowMs: hour },
      Date.now() - rateLimitHorizonMs - hour,
    );
    const sent = await enqueue(
      "maintenance.purge-expired-rate-limits",
      {},
      { singletonKey: "purge-now" },
    );
    expect(sent.created).toBe(true);
    await vi.waitFor(async () => expect(await keysLeft(handle, "purge:stale")).toBe(0), {
      timeout: 20_000,
      interval: 250,
    });
    await vi.waitFor(async () => {
      const [job] = await queue.boss.findJobs("maintenance.purge-expired-rate-limits", {
        id: sent.id,
      });
      expect(job?.state).toBe("completed");
    });
    expect(await keysLeft(handle, "purge:recent")).toBe(1);
  });

  it("starts a fresh queue after a stop", async () => {
    const before = await getJobQueue();
    await stopJobQueue();
    const after = await getJobQueue();
    expect(after).not.toBe(before);
    expect((await enqueue("maintenance.purge-expired-rate-limits", {})).created).toBe(true);
  });
});
