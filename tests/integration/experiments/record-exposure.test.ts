import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { recordExposure, recordExposures } from "@/features/experiments/server/record-exposure";
import type { DatabaseHandle } from "@/server/db/create-database";
import { splitExposures } from "@/server/db/schema/experiments";
import { createTestDatabase } from "../../helpers/test-db";

describe("recordExposures", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("stores visitor, split, group, step and time once per visitor and split", async () => {
    const at = new Date("2026-03-01T10:00:00Z");
    const exposure = {
      splitName: "quiz_variants",
      step: "step_one" as const,
      groupKey: "1",
      instructions: { quiz_page: "/q" },
    };
    expect(await recordExposures(handle.db, "visitor-1", [exposure], at)).toBe(1);
    expect(
      await recordExposures(handle.db, "visitor-1", [{ ...exposure, groupKey: "0" }], new Date()),
    ).toBe(0);
    expect(await recordExposure(handle.db, "visitor-2", exposure, at)).toBe(true);
    const rows = await handle.db.select().from(splitExposures).orderBy(asc(splitExposures.id));
    expect(
      rows.map((r) => [
        r.visitorId,
        r.splitName,
        r.step,
        r.groupKey,
        r.instructions,
        r.createdAt.toISOString(),
      ]),
    ).toEqual([
      ["visitor-1", "quiz_variants", "step_one", "1", { quiz_page: "/q" }, at.toISOString()],
      ["visitor-2", "quiz_variants", "step_one", "1", { quiz_page: "/q" }, at.toISOString()],
    ]);
  });

  it("records exactly one row when the same exposure arrives many times at once", async () => {
    const exposure = {
      splitName: "home_hero",
      step: "page" as const,
      groupKey: "hero_b",
      instructions: null,
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => recordExposures(handle.db, "visitor-3", [exposure])),
    );
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
    const rows = await handle.db.select().from(splitExposures);
    expect(rows.filter((r) => r.visitorId === "visitor-3")).toHaveLength(1);
  });

  it("ignores a missing or oversized visitor id and an empty list", async () => {
    const exposure = {
      splitName: "x",
      step: "step_one" as const,
      groupKey: "0",
      instructions: null,
    };
    expect(await recordExposures(handle.db, "  ", [exposure])).toBe(0);
    expect(await recordExposures(handle.db, "v".repeat(101), [exposure])).toBe(0);
    expect(await recordExposures(handle.db, "visitor-4", [])).toBe(0);
  });
});
