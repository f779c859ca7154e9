import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import { createExperimentConfigCache } from "@/features/experiments/server/experiment-config-cache";
import { loadExperimentConfig } from "@/features/experiments/server/load-experiment-config";
import { saveSplitConfig } from "@/features/experiments/server/split-config-repository";
import type { DatabaseHandle } from "@/server/db/create-database";
import type { Db } from "@/server/db/db-type";
import { createTestDatabase } from "../../helpers/test-db";

const config = (name: string, participantPercentage: number) => ({
  name,
  initial: { name: "step_final" },
  runCondition: "",
  participantPercentage,
  groups: [{ percent: 100, instructionCondition: "final_page == 'v2'" }],
});

describe("experiment configuration cache", () => {
  let handle: DatabaseHandle;
  let clock = 0;
  let loads = 0;
  const countingLoad = async (db: Db): Promise<ExperimentConfig> => {
    loads++;
    return loadExperimentConfig(db);
  };
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("serves from memory within the poll interval and reloads only after a change", async () => {
    const cache = createExperimentConfigCache({
      pollIntervalMs: 1000,
      now: () => clock,
      load: countingLoad,
    });
    await saveSplitConfig(handle.db, config("price_test", 40));
    const first = await cache.get(handle.db);
    expect(first.splitConfigs.map((c) => c.participantPercentage)).toEqual([40]);
    expect(loads).toBe(1);

    await saveSplitConfig(handle.db, config("price_test", 60));
    clock += 500;
    expect((await cache.get(handle.db)).splitConfigs[0]?.participantPercentage).toBe(40);
    expect(loads).toBe(1);

    clock += 600;
    const refreshed = await cache.get(handle.db);
    expect(refreshed.splitConfigs[0]?.participantPercentage).toBe(60);
    expect(refreshed.version).toBeGreaterThan(first.version);
    expect(loads).toBe(2);

    clock += 2000;
    expect(await cache.get(handle.db)).toBe(refreshed);
    expect(loads).toBe(2);
  });

  it("shares one refresh between concurrent requests", async () => {
    const cache = createExperimentConfigCache({
      pollIntervalMs: 1000,
      now: () => clock,
      load: countingLoad,
    });
    const before = loads;
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get(handle.db)));
    expect(loads).toBe(before + 1);
    expect(new Set(results).size).toBe(1);
  });

  it("keeps serving the last configuration when a refresh fails, and fails when it has none", async () => {
    let broken = false;
    const cache = createExperimentConfigCache({
      pollIntervalMs: 10,
      now: () => clock,
      readVersion: async () => {
        if (broken) throw new Error("database down");
        return 1;
      },
      load: countingLoad,
    });
    const good = await cache.get(handle.db);
    broken = true;
    clock += 100;
    expect(await cache.get(handle.db)).toBe(good);
    const empty = createExperimentConfigCache({
      now: () => clock,
      readVersion: async () => Promise.reject(new Error("down")),
    });
    await expect(empty.get(handle.db)).rejects.toThrow("down");
  });

  it("invalidate() forces a reload on the next request", async () => {
    const cache = createExperimentConfigCache({
      pollIntervalMs: 60_000,
      now: () => clock,
      load: countingLoad,
    });
    await cache.get(handle.db);
    await saveSplitConfig(handle.db, config("another", 10));
    const before = loads;
    cache.invalidate(handle.db);
    expect((await cache.get(handle.db)).splitConfigs.map((c) => c.name)).toEqual([
      "price_test",
      "another",
    ]);
    expect(loads).toBe(before + 1);
  });
});
