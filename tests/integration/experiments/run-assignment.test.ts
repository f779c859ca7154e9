import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { createExperimentConfigCache } from "@/features/experiments/server/experiment-config-cache";
import { runAssignment } from "@/features/experiments/server/run-assignment";
import type { DatabaseHandle } from "@/server/db/create-database";
import type { Db } from "@/server/db/db-type";
import { splitExposures } from "@/server/db/schema/experiments";
import { seedExperiments } from "@/server/db/seed/seed-experiments";
import { createTestDatabase } from "../../helpers/test-db";

const fixed = (list: number[]) => {
  let i = 0;
  return () => list[i++] ?? 0.5;
};

describe("runAssignment on the seeded demo configuration", () => {
  let handle: DatabaseHandle;
  const cache = createExperimentConfigCache();
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedExperiments(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("assigns a first visit, returns the cookies to write and records exposures", async () => {
    const outcome = await runAssignment(
      handle.db,
      {
        url: "https://platewise.example/?utm_source=facebook",
        cookies: { countryCode: "DE" },
        visitorId: "visitor-a",
      },
      { cache, random: fixed([0.3, 0.6, 0.5, 0.5, 0.5, 0.7]) },
    );
    expect(outcome.instructions).toEqual({
      quiz_page: "/fasting-mix-dmg-2968/step-gender",
      price_package: "pp_discount",
      final_page: "discount",
    });
    expect(outcome.state.splits).toEqual([
      "step_one_quiz_variants",
      "step_final_price_packages",
      "home_hero",
    ]);
    expect(outcome.pageSplit).toEqual({
      groupName: "home_hero",
      optionId: "hero_b",
      redirectTo: "/?hero=b&utm_source=facebook",
    });
    expect(outcome.cookies.map((c) => c.name).sort()).toEqual([
      "SPLITS",
      "SPLIT_PAGE_POSITION",
      "SPLIT_STEP_FINAL_POSITION",
      "SPLIT_STEP_ONE_POSITION",
      "SPLIT_STEP_PURCHASE_POSITION",
      "SPLIT_STEP_THANK_YOU_POSITION",
      "SPLIT_STEP_WEB_CABINET_POSITION",
    ]);
    expect(outcome.redirect?.config.name).toBe("quiz_by_gender_and_age");
    expect(Object.keys(outcome.splitGroups)).toEqual(["home_hero"]);
    expect(outcome.exposuresRecorded).toBe(3);
    const rows = await handle.db
      .select()
      .from(splitExposures)
      .where(eq(splitExposures.visitorId, "visitor-a"))
      .orderBy(asc(splitExposures.id));
    expect(rows.map((r) => [r.splitName, r.step, r.groupKey])).toEqual([
      ["step_one_quiz_variants", "step_one", "1"],
      ["step_final_price_packages", "step_final", "1"],
      ["home_hero", "page", "hero_b"],
    ]);
  });

  it("a returning visitor with the cookies keeps the variant and records nothing new", async () => {
    const first = await runAssignment(
      handle.db,
      { url: "https://platewise.example/", cookies: {}, visitorId: "visitor-b" },
      { cache, random: fixed([0.1, 0.2, 0.5, 0.5, 0.5, 0.2]) },
    );
    const cookies = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
    const again = await runAssignment(
      handle.db,
      { url: "https://platewise.example/", cookies, visitorId: "visitor-b" },
      { cache, random: () => 0.99 },
    );
    expect(again.instructions).toEqual(first.instructions);
    expect(again.pageSplit).toEqual(first.pageSplit);
    expect(again.cookies).toEqual([]);
    expect(again.exposuresRecorded).toBe(0);
    const rows = await handle.db
      .select()
      .from(splitExposures)
      .where(eq(splitExposures.visitorId, "visitor-b"));
    expect(rows).toHaveLength(first.exposuresRecorded);
  });

  it("records nothing without a visitor id, and nothing when st is 0", async () => {
    const anonymous = await runAssignment(
      handle.db,
      { url: "https://platewise.example/", cookies: {} },
      { cache, random: () => 0.1 },
    );
    expect(anonymous.exposures.length).toBeGreaterThan(0);
    expect(anonymous.exposuresRecorded).toBe(0);
    const off = await runAssignment(
      handle.db,
      { url: "https://platewise.example/?st=0", cookies: {}, visitorId: "visitor-c" },
      { cache, random: () => 0.1 },
    );
    expect(off.testsOff).toBe(true);
    expect(off.instructions).toEqual({});
    expect(off.exposuresRecorded).toBe(0);
  });

  it("assigns no tests, without throwing, when the configuration cannot be read", async () => {
    const failing = createExperimentConfigCache({
      readVersion: async (_db: Db) => Promise.reject(new Error("database down")),
    });
    const outcome = await runAssignment(
      handle.db,
      { url: "https://platewise.example/", cookies: {}, visitorId: "visitor-d" },
      { cache: failing, random: () => 0.1 },
    );
    expect(outcome.instructions).toEqual({});
    expect(outcome.pageSplit).toBeNull();
    expect(outcome.exposuresRecorded).toBe(0);
  });
});
