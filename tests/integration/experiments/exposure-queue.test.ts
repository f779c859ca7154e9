import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Exposure } from "@/features/experiments/domain/plan-assignment";
import { createExposureQueue } from "@/features/experiments/server/exposure-queue";
import { recordExposureBatch, type ExposureRow } from "@/features/experiments/server/record-exposure";
import type { DatabaseHandle } from "@/server/db/create-database";
import { splitExposures } from "@/server/db/schema/experiments";
import { createTestDatabase } from "../../helpers/test-db";

/*
 * Exposures are written off the request's path, in batches. What must hold: each visitor is
 * counted once per experiment however often the proxy queues them (a double count skews every
 * test result), a batch goes out at 100 rows or after the interval, and a failed write loses
 * that batch only, never the rows queued after it.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const exposure = (splitName: string, groupKey = "0"): Exposure =>
  ({ splitName, step: "page", groupKey, instructions: null });
const visitor = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const rowsOf = (splitName: string) => handle.db.select().from(splitExposures).where(eq(splitExposures.splitName, splitName));

describe("the exposure queue", () => {
  it("writes a full batch at once and keeps one row per visitor and experiment", async () => {
    const queue = createExposureQueue({ write: (rows) => recordExposureBatch(handle.db, rows), maxBatch: 100, intervalMs: 60_000 });
    for (let i = 0; i < 50; i++) queue.add(visitor(i), [exposure("batch_test", "0")]);
    for (let i = 0; i < 50; i++) queue.add(visitor(i), [exposure("batch_test", "1")]);
    expect(queue.pending()).toBe(0);
    await queue.flush();
    const rows = await rowsOf("batch_test");
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.groupKey))).toEqual(new Set(["0"]));
    queue.add(visitor(1), [exposure("batch_test", "1")]);
    await queue.flush();
    expect(await rowsOf("batch_test")).toHaveLength(50);
  });

  it("writes a small batch after the interval", async () => {
    const queue = createExposureQueue({ write: (rows) => recordExposureBatch(handle.db, rows), intervalMs: 20 });
    queue.add(visitor(1), [exposure("interval_test")]);
    expect(queue.pending()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await queue.flush();
    expect(await rowsOf("interval_test")).toHaveLength(1);
  });

  it("a failed write drops its own batch only", async () => {
    let fail = true;
    const queue = createExposureQueue({
      write: async (rows: ExposureRow[]) => {
        if (fail) throw new Error("database down");
        return recordExposureBatch(handle.db, rows);
      },
      intervalMs: 60_000,
    });
    queue.add(visitor(1), [exposure("failure_test")]);
    await queue.flush();
    fail = false;
    queue.add(visitor(2), [exposure("failure_test")]);
    await queue.flush();
    expect((await rowsOf("failure_test")).map((r) => r.visitorId)).toEqual([visitor(2)]);
  });

  it("skips a row without a valid visitor id and stores the rest of its batch", async () => {
    expect(await recordExposureBatch(handle.db, [
      { visitorId: " ", exposure: exposure("invalid_test"), at: new Date() },
      { visitorId: visitor(3), exposure: exposure("invalid_test"), at: new Date() },
    ])).toBe(1);
  });
});
