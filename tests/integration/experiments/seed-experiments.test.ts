import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { readConfigVersion } from "@/features/experiments/server/config-version";
import { loadExperimentConfig } from "@/features/experiments/server/load-experiment-config";
import { saveSplitConfig } from "@/features/experiments/server/split-config-repository";
import type { DatabaseHandle } from "@/server/db/create-database";
import { seedExperiments } from "@/server/db/seed/seed-experiments";
import { createTestDatabase } from "../../helpers/test-db";

describe("seedExperiments", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const snapshot = async () => {
    const tables = [
      "split_configs",
      "split_config_groups",
      "page_split_groups",
      "redirect_configs",
      "redirect_rules",
      "experiment_config_version",
    ];
    const out: Record<string, unknown[]> = {};
    for (const table of tables) {
      const result = (await handle.db.execute(sql.raw(`select * from ${table} order by 1`))) as {
        rows: unknown[];
      };
      out[table] = result.rows;
    }
    return out;
  };

  it("seeds the demo experiments the funnels use", async () => {
    await seedExperiments(handle.db);
    const config = await loadExperimentConfig(handle.db);
    const stepOne = config.splitConfigs.find((c) => c.name === "step_one_quiz_variants");
    expect(stepOne?.participantPercentage).toBe(50);
    expect(stepOne?.groups.map((g) => g.instructionCondition)).toEqual([
      "quiz_page == '/fasting-mix-2968/step-gender'",
      "quiz_page == '/fasting-mix-dmg-2968/step-gender'",
    ]);
    expect(
      config.splitConfigs.some(
        (c) =>
          c.initial.name === "step_final" &&
          /price_package/.test(c.groups[0]?.instructionCondition ?? ""),
      ),
    ).toBe(true);
    expect(config.pageSplitGroups.home_hero?.options.map((o) => [o.url, o.weight])).toEqual([
      ["/", 50],
      ["/?hero=b", 50],
    ]);
    const rules = config.redirectConfigs.flatMap((c) => c.rules);
    expect(rules.some((r) => r.gender === "FEMALE")).toBe(true);
    expect(rules.some((r) => r.gender === "MALE")).toBe(true);
    expect(rules.some((r) => r.forElderUser === true)).toBe(true);
    expect(await readConfigVersion(handle.db)).toBe(1);
  });

  it("is idempotent: a second run changes nothing, not even the version", async () => {
    const first = await snapshot();
    await seedExperiments(handle.db);
    expect(await snapshot()).toEqual(first);
  });

  it("never overwrites what staff changed", async () => {
    await saveSplitConfig(handle.db, {
      name: "step_one_quiz_variants",
      initial: { name: "step_one" },
      runCondition: "",
      participantPercentage: 10,
      groups: [{ percent: 100, instructionCondition: "quiz_page == '/lp22-2968/step-gender'" }],
    });
    await seedExperiments(handle.db);
    const config = await loadExperimentConfig(handle.db);
    const stepOne = config.splitConfigs.find((c) => c.name === "step_one_quiz_variants");
    expect(stepOne?.participantPercentage).toBe(10);
    expect(stepOne?.groups).toHaveLength(1);
  });
});
