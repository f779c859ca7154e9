import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createJobQueue, type JobQueue } from "@/server/jobs/create-job-queue";
import { defineJob } from "@/server/jobs/job-definition";
import { openJobTestDatabase, type JobTestDatabase } from "./job-test-database";

const jobs = {
  "test.count": defineJob({ payload: z.object({ n: z.number() }) }),
  "test.poll": defineJob({ payload: z.object({ n: z.number() }) }),
};

/** Two app instances on one database: each its own pg-boss (and, on PostgreSQL, its own pool). */
describe("workers of several instances", () => {
  let db: JobTestDatabase;
  let a: JobQueue<typeof jobs>;
  let b: JobQueue<typeof jobs>;
  const runs: Array<{ instance: "a" | "b"; name: string; id: string; n: number }> = [];

  beforeAll(async () => {
    db = await openJobTestDatabase();
    const options = { jobs, database: db.database, schema: db.schema, pollingIntervalSeconds: 0.5 };
    a = createJobQueue(options);
    b = createJobQueue(options);
    // Both install (or find) the job tables at once: the install runs under an advisory lock.
    await Promise.all([a.start(), b.start()]);
    for (const [instance, queue] of [
      ["a", a],
      ["b", b],
    ] as const) {
      for (const name of ["test.count", "test.poll"] as const) {
        await queue.registerWorker(
          name,
          async (payload, run) => {
            runs.push({ instance, name, id: run.id, n: payload.n });
            await sleep(2);
          },
          { concurrency: 3 },
        );
      }
    }
  });
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await db.handle.close();
  });

  it("never run the same job twice when both drain at once", async () => {
    const sent = await Promise.all(
      Array.from({ length: 60 }, (_, n) => a.enqueue("test.count", { n })),
    );
    const [fromA, fromB] = await Promise.all([a.drain(["test.count"]), b.drain(["test.count"])]);
    expect(fromA.completed + fromB.completed).toBe(60);
    expect(fromA.completed).toBeGreaterThan(0);
    expect(fromB.completed).toBeGreaterThan(0);
    const counted = runs.filter((r) => r.name === "test.count");
    expect(counted).toHaveLength(60);
    expect(new Set(counted.map((r) => r.id))).toEqual(new Set(sent.map((s) => s.id)));
  });

  it("never run the same job twice when both poll", async () => {
    await Promise.all([a.startWorkers(), b.startWorkers()]);
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, n) => b.enqueue("test.poll", { n })),
    );
    await vi.waitFor(
      async () => {
        const done = await a.boss.findJobs("test.poll", { queued: false });
        expect(done.filter((job) => job.state === "completed")).toHaveLength(40);
      },
      { timeout: 20_000, interval: 250 },
    );
    const polled = runs.filter((r) => r.name === "test.poll");
    expect(polled).toHaveLength(40);
    expect(new Set(polled.map((r) => r.id))).toEqual(new Set(sent.map((s) => s.id)));
    expect(polled.map((r) => r.n).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, n) => n),
    );
  });
});
