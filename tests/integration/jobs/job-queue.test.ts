import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { TestClock } from "pg-boss";
import { createJobQueue, type JobQueue } from "@/server/jobs/create-job-queue";
import {
  deadLetterQueueOf,
  deadLetterRetentionSeconds,
  defineJob,
} from "@/server/jobs/job-definition";
import type { JobRun } from "@/server/jobs/run-job";
import { openJobTestDatabase, type JobTestDatabase } from "./job-test-database";

const jobs = {
  "test.record": defineJob({ payload: z.object({ n: z.number() }) }),
  "test.flaky": defineJob({
    payload: z.object({ n: z.number() }),
    retry: { retryLimit: 2, retryDelay: 10, retryBackoff: true, retryDelayMax: 3_600 },
  }),
};

const t0 = Date.UTC(2025, 0, 1, 10, 0, 0);

describe("job queue", () => {
  let db: JobTestDatabase;
  let queue: JobQueue<typeof jobs>;
  const clock = new TestClock(t0);
  const recorded: Array<{ n: number; run: JobRun }> = [];
  const flakyRuns: number[] = [];

  beforeAll(async () => {
    db = await openJobTestDatabase();
    queue = createJobQueue({ jobs, database: db.database, schema: db.schema, clock });
    await queue.start();
    await queue.registerWorker("test.record", async (payload, run) => {
      recorded.push({ n: payload.n, run });
    });
    await queue.registerWorker("test.flaky", async (_payload, run) => {
      flakyRuns.push(run.retryCount);
      throw new Error(`flaky run ${run.retryCount}`);
    });
  });
  afterAll(async () => {
    await queue.stop();
    await db.handle.close();
  });

  it("runs a job once, with its payload", async () => {
    const { id, created } = await queue.enqueue("test.record", { n: 1 });
    expect(created).toBe(true);
    expect(await queue.drain(["test.record"])).toEqual({ completed: 1, failed: 0 });
    expect(await queue.drain(["test.record"])).toEqual({ completed: 0, failed: 0 });
    expect(recorded.map((r) => [r.n, r.run.id, r.run.retryCount])).toEqual([[1, id, 0]]);
    const [stored] = await queue.boss.findJobs("test.record", { id });
    expect(stored?.state).toBe("completed");
  });

  it("refuses a payload that does not match the job's schema", async () => {
    await expect(
      queue.enqueue("test.record", { n: "one" } as unknown as { n: number }),
    ).rejects.toThrow();
  });

  it("retries a failing job with growing backoff, then moves it to the job's dead-letter queue", async () => {
    const { id } = await queue.enqueue("test.flaky", { n: 7 });
    const delays: number[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await queue.drain(["test.flaky"])).toEqual({ completed: 0, failed: 1 });
      const [job] = await queue.boss.findJobs("test.flaky", { id });
      expect(job?.state).toBe("retry");
      const due = job!.startAfter.getTime();
      delays.push((due - clock.now()) / 1000);
      // Not due yet: a drain now runs nothing.
      expect(await queue.drain(["test.flaky"])).toEqual({ completed: 0, failed: 0 });
      // pg-boss stores microseconds; the clock moves in milliseconds.
      await clock.setTime(due + 1);
    }
    // retryDelay 10 s, doubling: the first wait is 10–20 s, the second 20–40 s.
    expect(delays[0]).toBeGreaterThanOrEqual(10);
    expect(delays[0]).toBeLessThan(20);
    expect(delays[1]).toBeGreaterThanOrEqual(20);
    expect(delays[1]).toBeLessThan(40);

    expect(await queue.drain(["test.flaky"])).toEqual({ completed: 0, failed: 1 });
    expect(flakyRuns).toEqual([0, 1, 2]);
    const [failed] = await queue.boss.findJobs("test.flaky", { id });
    expect(failed?.state).toBe("failed");
    expect(failed?.output).toMatchObject({ message: "flaky run 2" });

    const dead = await queue.boss.findJobs(deadLetterQueueOf("test.flaky"));
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      data: { n: 7 },
      sourceName: "test.flaky",
      sourceId: id,
      state: "created",
    });
    expect(dead[0]!.keepUntil.getTime() - dead[0]!.createdOn.getTime()).toBe(
      deadLetterRetentionSeconds * 1000,
    );
    // Nothing runs a dead-letter queue, and the failed job is not run again.
    await clock.setTime(clock.now() + 24 * 60 * 60 * 1000);
    expect(await queue.drain(["test.flaky"])).toEqual({ completed: 0, failed: 0 });
  });

  it("sends a job once per singleton key, even when the sends race, and keeps the key spent after it ran", async () => {
    const first = await queue.enqueue("test.record", { n: 10 }, { singletonKey: "event-1" });
    const again = await queue.enqueue("test.record", { n: 11 }, { singletonKey: "event-1" });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });

    const raced = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        queue.enqueue("test.record", { n: 20 + i }, { singletonKey: "event-2" }),
      ),
    );
    expect(raced.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(raced.map((r) => r.id)).size).toBe(1);

    const before = recorded.length;
    expect(await queue.drain(["test.record"])).toEqual({ completed: 2, failed: 0 });
    const winner = 20 + raced.findIndex((r) => r.created);
    expect(
      recorded
        .slice(before)
        .map((r) => r.n)
        .sort((a, b) => a - b),
    ).toEqual([10, winner]);

    const afterRun = await queue.enqueue("test.record", { n: 12 }, { singletonKey: "event-1" });
    expect(afterRun).toEqual({ id: first.id, created: false });
    expect(await queue.drain(["test.record"])).toEqual({ completed: 0, failed: 0 });
    const [stored] = await queue.boss.findJobs("test.record", { key: "event-1" });
    expect(stored).toMatchObject({ id: first.id, data: { n: 10 }, singletonKey: "event-1" });

    const other = await queue.enqueue("test.record", { n: 13 }, { singletonKey: "event-3" });
    expect(other.created).toBe(true);
    expect(other.id).not.toBe(first.id);
    expect(await queue.drain(["test.record"])).toEqual({ completed: 1, failed: 0 });
  });

  it("holds a job back until its start time", async () => {
    const { id } = await queue.enqueue(
      "test.record",
      { n: 30 },
      { startAfter: new Date(clock.now() + 60_000) },
    );
    expect(await queue.drain(["test.record"])).toEqual({ completed: 0, failed: 0 });
    await clock.setTime(clock.now() + 60_000);
    expect(await queue.drain(["test.record"])).toEqual({ completed: 1, failed: 0 });
    expect(recorded.at(-1)?.run.id).toBe(id);
  });
});
