import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishDraft, readPublished, rollbackTo, saveDraft, listVersions, VersionError } from "@/features/staff/server/entity-versions";
import { listAudit, recordAudit } from "@/features/staff/server/record-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { auditLog } from "@/server/db/schema/staff";
import { createTestDatabase } from "../../helpers/test-db";

const ada = { id: null, email: "ada@platewise.test" };
const ben = { id: null, email: "ben@platewise.test" };
const funnel = { entityType: "funnel", entityId: "keto-quiz" };

async function refusal(promise: Promise<unknown>): Promise<VersionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof VersionError) return error;
    throw error;
  }
  throw new Error("expected a VersionError");
}

describe("entity versions: drafts, publish, one-click rollback, stale edits refused", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("keeps drafts from visitors until published, and archives the previous draft and live version", async () => {
    const v1 = await saveDraft(handle.db, funnel, { title: "Keto" }, 0, { staff: ada });
    expect([v1.version, v1.state]).toEqual([1, "draft"]);
    expect(await readPublished(handle.db, funnel)).toBeNull();
    const v2 = await saveDraft(handle.db, funnel, { title: "Keto quiz" }, 1, { staff: ada });
    expect(await publishDraft(handle.db, funnel, 2, { staff: ada })).toMatchObject({ version: 2, state: "published" });
    expect((await readPublished(handle.db, funnel))?.content).toEqual({ title: "Keto quiz" });
    const v3 = await saveDraft(handle.db, funnel, { title: "Keto quiz", steps: 12 }, 2, { staff: ada });
    expect((await readPublished(handle.db, funnel))?.content).toEqual({ title: "Keto quiz" });
    await publishDraft(handle.db, funnel, v3.version, { staff: ada });
    const states = (await listVersions(handle.db, funnel)).map((row) => [row.version, row.state]);
    expect(states).toEqual([
      [3, "published"],
      [2, "archived"],
      [1, "archived"],
    ]);
    expect(v2.version).toBe(2);
  });

  it("refuses a stale save, naming who changed it and when, and overwrites nothing", async () => {
    const page = { entityType: "landing-page", entityId: "summer" };
    await saveDraft(handle.db, page, { hero: "A" }, 0, { staff: ada });
    await saveDraft(handle.db, page, { hero: "B" }, 1, { staff: ben, now: new Date("2026-05-01T09:30:00Z") });
    const error = await refusal(saveDraft(handle.db, page, { hero: "C" }, 1, { staff: ada }));
    expect(error.code).toBe("stale_version");
    expect(error.message).toContain("Changed by ben@platewise.test at 2026-05-01 09:30 UTC since you opened it");
    expect(error.conflict).toMatchObject({ expectedVersion: 1, currentVersion: 2, changedBy: "ben@platewise.test" });
    const versions = await listVersions(handle.db, page);
    expect(versions.map((row) => row.content)).toEqual([{ hero: "B" }, { hero: "A" }]);
    expect((await refusal(publishDraft(handle.db, page, 1, { staff: ada }))).code).toBe("stale_version");
  });

  it("two editors saving from the same version at once: one wins, the other is told", async () => {
    const split = { entityType: "split", entityId: "hero-test" };
    const results = await Promise.allSettled([
      saveDraft(handle.db, split, { weight: 50 }, 0, { staff: ada }),
      saveDraft(handle.db, split, { weight: 70 }, 0, { staff: ben }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(VersionError);
    expect((await listVersions(handle.db, split))).toHaveLength(1);
  });

  it("rolls back in one click: the old content is published again as a new version, audited with its diff", async () => {
    const redirect = { entityType: "redirect", entityId: "old-quiz" };
    await saveDraft(handle.db, redirect, { to: "/quiz/a" }, 0, { staff: ada });
    await publishDraft(handle.db, redirect, 1, { staff: ada });
    await saveDraft(handle.db, redirect, { to: "/quiz/b" }, 1, { staff: ada });
    await publishDraft(handle.db, redirect, 2, { staff: ada });
    const rolled = await rollbackTo(handle.db, redirect, 1, 2, { staff: ben, requestId: "req-1" });
    expect([rolled.version, rolled.state, rolled.content]).toEqual([3, "published", { to: "/quiz/a" }]);
    expect((await readPublished(handle.db, redirect))?.content).toEqual({ to: "/quiz/a" });
    const [last] = await listAudit(handle.db, "redirect", "old-quiz", 1);
    expect(last).toMatchObject({ action: "version.rollback", staffEmail: "ben@platewise.test", reason: "rollback to version 1", requestId: "req-1" });
    expect(last!.diff).toEqual([{ op: "replace", path: ["to"], old: "/quiz/b", value: "/quiz/a" }]);
    expect((await refusal(rollbackTo(handle.db, redirect, 9, 3, { staff: ben }))).code).toBe("no_version");
    // The rollback can itself be rolled back.
    expect((await rollbackTo(handle.db, redirect, 2, 3, { staff: ben })).content).toEqual({ to: "/quiz/b" });
  });

  it("records who, when, what and the JSON diff of each change", async () => {
    const at = new Date("2026-06-01T12:00:00Z");
    await recordAudit(handle.db, {
      staff: ada,
      action: "final-page.update",
      entityType: "final-page",
      entityId: "fp-1",
      before: { blocks: [{ kind: "hero" }], timer: 10 },
      after: { blocks: [{ kind: "hero" }, { kind: "reviews" }], timer: 15 },
      reason: "longer timer",
      requestId: "req-2",
      at,
    });
    const [row] = await handle.db.select().from(auditLog).where(and(eq(auditLog.entityType, "final-page"), eq(auditLog.entityId, "fp-1")));
    expect(row).toMatchObject({ at, staffEmail: "ada@platewise.test", action: "final-page.update", reason: "longer timer", requestId: "req-2" });
    expect(row!.diff).toEqual([
      { op: "add", path: ["blocks", 1], value: { kind: "reviews" } },
      { op: "replace", path: ["timer"], old: 10, value: 15 },
    ]);
  });
});
