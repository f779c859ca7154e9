import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { readConfigVersion } from "@/features/experiments/server/config-version";
import { loadExperimentConfig } from "@/features/experiments/server/load-experiment-config";
import {
  deletePageSplitGroup,
  listPageSplitGroups,
  savePageSplitGroup,
  switchOffPageSplit,
} from "@/features/experiments/server/page-split-repository";
import {
  deleteRedirectConfig,
  listRedirectConfigs,
  saveRedirectConfig,
} from "@/features/experiments/server/redirect-config-repository";
import {
  deleteSplitConfig,
  listSplitConfigs,
  saveSplitConfig,
} from "@/features/experiments/server/split-config-repository";
import type { DatabaseHandle } from "@/server/db/create-database";
import { splitConfigs } from "@/server/db/schema/experiments";
import { createTestDatabase } from "../../helpers/test-db";

const quizTest = {
  name: "quiz_variants",
  initial: { name: "step_one" },
  runCondition: "country in ['DE', 'AT']",
  participantPercentage: 50,
  groups: [
    { percent: 50, instructionCondition: "quiz_page == '/fasting-mix-2968/step-gender'" },
    { percent: 50, instructionCondition: "quiz_page == '/fasting-mix-dmg-2968/step-gender'" },
  ],
};

describe("experiment repositories", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("stores a split configuration with its groups and reads it back", async () => {
    expect(await readConfigVersion(handle.db)).toBe(0);
    await saveSplitConfig(handle.db, quizTest);
    expect(await listSplitConfigs(handle.db)).toEqual([{ ...quizTest, sortOrder: 0 }]);
    expect(await readConfigVersion(handle.db)).toBe(1);
  });

  it("replaces a configuration by name, groups included", async () => {
    const changed = {
      ...quizTest,
      participantPercentage: 30,
      groups: [{ percent: 100, instructionCondition: "final_page == 'v3'" }],
    };
    await saveSplitConfig(handle.db, changed, 5);
    expect(await listSplitConfigs(handle.db)).toEqual([{ ...changed, sortOrder: 5 }]);
    expect(await readConfigVersion(handle.db)).toBe(2);
  });

  it("refuses invalid input before writing anything", async () => {
    const before = await handle.db.select().from(splitConfigs);
    await expect(
      saveSplitConfig(handle.db, { ...quizTest, name: "other", runCondition: "country ==" }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      saveSplitConfig(handle.db, { ...quizTest, name: "other", participantPercentage: 150 }),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await handle.db.select().from(splitConfigs)).toEqual(before);
    expect(await readConfigVersion(handle.db)).toBe(2);
  });

  it("stores page-level split groups as validated JSON and switches one off", async () => {
    const group = {
      paths: ["/"],
      condition: "",
      coverage: 100,
      options: [
        { id: "control", url: "/", weight: 50 },
        { id: "hero_b", url: "/?hero=b", weight: 50 },
      ],
    };
    await savePageSplitGroup(handle.db, "home_hero", group);
    expect(await listPageSplitGroups(handle.db)).toEqual({ home_hero: group });
    await expect(
      savePageSplitGroup(handle.db, "evil", {
        ...group,
        options: [{ id: "x", url: "https://evil.example", weight: 100 }],
      }),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await switchOffPageSplit(handle.db, "home_hero", "control")).toBe(true);
    expect((await listPageSplitGroups(handle.db)).home_hero?.options.map((o) => o.weight)).toEqual([
      100, 0,
    ]);
    expect(await switchOffPageSplit(handle.db, "home_hero", "missing")).toBe(false);
    expect(await switchOffPageSplit(handle.db, "missing", "control")).toBe(false);
  });

  it("stores redirect configurations with their rules in order", async () => {
    const config = {
      name: "quiz_by_gender",
      runCondition: "country != 'JP'",
      rules: [
        { quizUrl: "/fasting-woman-2968/step-age", gender: "FEMALE" },
        {
          quizUrl: "/metabolic-quiz-dmg-2968/step-age",
          forElderUser: true,
          tm1: "elder",
          tm2: "b",
        },
        { quizUrl: "/fasting-mix-2968/step-gender" },
      ],
    };
    await saveRedirectConfig(handle.db, config);
    await saveRedirectConfig(
      handle.db,
      { name: "fallback", runCondition: "", rules: [{ quizUrl: "/lp22-2968/step-gender" }] },
      1,
    );
    expect(await listRedirectConfigs(handle.db)).toEqual([
      config,
      { name: "fallback", runCondition: "", rules: [{ quizUrl: "/lp22-2968/step-gender" }] },
    ]);
    await expect(
      saveRedirectConfig(handle.db, { ...config, rules: [{ quizUrl: "/q", gender: "other" }] }),
    ).rejects.toBeInstanceOf(ZodError);
  });

  it("loads one consistent configuration and deletes by name", async () => {
    const config = await loadExperimentConfig(handle.db);
    expect(config.splitConfigs.map((c) => c.name)).toEqual(["quiz_variants"]);
    expect(Object.keys(config.pageSplitGroups)).toEqual(["home_hero"]);
    expect(config.redirectConfigs.map((c) => c.name)).toEqual(["quiz_by_gender", "fallback"]);
    const version = await readConfigVersion(handle.db);
    expect(await deleteSplitConfig(handle.db, "quiz_variants")).toBe(true);
    expect(await deleteSplitConfig(handle.db, "quiz_variants")).toBe(false);
    expect(await deletePageSplitGroup(handle.db, "home_hero")).toBe(true);
    expect(await deleteRedirectConfig(handle.db, "fallback")).toBe(true);
    expect(await readConfigVersion(handle.db)).toBe(version + 3);
    const after = await loadExperimentConfig(handle.db);
    expect(after.splitConfigs).toEqual([]);
    expect(after.pageSplitGroups).toEqual({});
    expect(after.redirectConfigs.map((c) => c.name)).toEqual(["quiz_by_gender"]);
  });

  it("skips a row edited by hand into an invalid state instead of failing", async () => {
    await saveSplitConfig(handle.db, quizTest);
    await handle.db.update(splitConfigs).set({ runCondition: "country ==" });
    const config = await loadExperimentConfig(handle.db);
    expect(config.splitConfigs).toEqual([]);
  });
});
