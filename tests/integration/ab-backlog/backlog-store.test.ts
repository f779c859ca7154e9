import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BacklogError, createHypothesis, listHypotheses, moveHypothesis, readHypothesis, updateHypothesis } from "@/features/ab-backlog/server/backlog-store";
import { createStaff } from "@/features/staff/server/create-staff";
import { VersionError } from "@/features/staff/server/entity-versions";
import { listAudit } from "@/features/staff/server/record-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { seedExperiments } from "@/server/db/seed/seed-experiments";
import { createTestDatabase } from "../../helpers/test-db";

const growth = { staff: { id: null, email: "growth@platewise.test" } };
const other = { staff: { id: null, email: "other@platewise.test" } };
const fields = (title: string, impact: number, confidence: number, ease: number, splitName = "") => ({
  title,
  problem: "Visitors drop at the age step",
  change: "Ask age later",
  expectedEffect: "+3% quiz completion",
  metric: "quiz completion",
  impact,
  confidence,
  ease,
  ownerEmail: "growth@platewise.test",
  splitName,
});

async function refusal<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}`);
}

describe("A/B-test backlog: hypotheses, sort, links, states, versions and audit", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedExperiments(handle.db);
    await createStaff(handle.db, { email: "growth@platewise.test", password: "a-long-enough-password", role: "growth" });
  });
  afterAll(() => handle.close());

  it("creates hypotheses with their ICE score, versioned and audited", async () => {
    const low = await createHypothesis(handle.db, fields("Low", 2, 3, 4), growth);
    expect([low.hypothesis.score, low.hypothesis.status, low.version]).toEqual([24, "idea", 1]);
    await createHypothesis(handle.db, fields("High", 9, 8, 7), growth);
    await createHypothesis(handle.db, fields("Middle", 5, 5, 5), growth);
    const audit = await listAudit(handle.db, "hypothesis", low.hypothesis.id);
    expect(audit.map((row) => row.action).sort()).toEqual(["version.publish", "version.save_draft"]);
    expect((await readHypothesis(handle.db, low.hypothesis.id))?.versions[0]?.content).toMatchObject({ title: "Low", score: 24 });
  });

  it("takes only a staff member as owner", async () => {
    const refused = await refusal(createHypothesis(handle.db, { ...fields("Stranger", 5, 5, 5), ownerEmail: "someone@example.com" }, growth), BacklogError);
    expect(refused.code).toBe("unknown_owner");
  });

  it("sorts by score both ways and filters by status", async () => {
    expect((await listHypotheses(handle.db, { sort: "desc" })).map((row) => row.title)).toEqual(["High", "Middle", "Low"]);
    expect((await listHypotheses(handle.db, { sort: "asc" })).map((row) => row.title)).toEqual(["Low", "Middle", "High"]);
    expect(await listHypotheses(handle.db, { sort: "desc", status: "running" })).toEqual([]);
  });

  it("links only an existing split test or page split", async () => {
    const refused = await refusal(createHypothesis(handle.db, fields("Ghost", 5, 5, 5, "no_such_split"), growth), BacklogError);
    expect(refused.code).toBe("unknown_split");
    expect((await listHypotheses(handle.db, { sort: "desc" })).some((row) => row.title === "Ghost")).toBe(false);
    const step = await createHypothesis(handle.db, fields("Step split", 5, 5, 5, "step_final_price_packages"), growth);
    expect(step.hypothesis.splitName).toBe("step_final_price_packages");
    const page = await createHypothesis(handle.db, fields("Page split", 5, 5, 4, "home_hero"), growth);
    expect(page.hypothesis.splitName).toBe("home_hero");
  });

  it("edits with the version opened; a stale edit is refused", async () => {
    const [middle] = (await listHypotheses(handle.db, { sort: "desc" })).filter((row) => row.title === "Middle");
    const saved = await updateHypothesis(handle.db, middle!.id, fields("Middle", 10, 10, 1), 1, other);
    expect([saved.hypothesis.score, saved.version]).toEqual([100, 2]);
    const stale = await refusal(updateHypothesis(handle.db, middle!.id, fields("Middle!", 1, 1, 1), 1, growth), VersionError);
    expect(stale.message).toContain("other@platewise.test");
    expect((await readHypothesis(handle.db, middle!.id))?.hypothesis.title).toBe("Middle");
  });

  it("moves through the states; concluding needs an outcome and a learning", async () => {
    const [high] = (await listHypotheses(handle.db, { sort: "desc" })).filter((row) => row.title === "High");
    const id = high!.id;
    expect((await moveHypothesis(handle.db, id, { to: "ready" }, 1, growth)).hypothesis.status).toBe("ready");
    expect((await moveHypothesis(handle.db, id, { to: "running" }, 2, growth)).hypothesis.status).toBe("running");
    expect(await refusal(moveHypothesis(handle.db, id, { to: "ready" }, 3, growth), BacklogError)).toMatchObject({ code: "bad_move" });
    expect(await refusal(moveHypothesis(handle.db, id, { to: "concluded" }, 3, growth), BacklogError)).toMatchObject({ code: "bad_move" });
    expect(await refusal(moveHypothesis(handle.db, id, { to: "concluded", outcome: "won" }, 3, growth), BacklogError)).toMatchObject({ code: "bad_move" });
    const done = await moveHypothesis(handle.db, id, { to: "concluded", outcome: "won", learning: "Age later lifts completion" }, 3, growth);
    expect(done.hypothesis).toMatchObject({ status: "concluded", outcome: "won", learning: "Age later lifts completion" });
    expect((await listHypotheses(handle.db, { sort: "desc", status: "concluded" })).map((row) => row.title)).toEqual(["High"]);
    const audit = await listAudit(handle.db, "hypothesis", id);
    expect(audit.some((row) => (row.diff as Array<{ path: unknown[] }>).some((change) => change.path.includes("outcome")))).toBe(true);
    const back = await moveHypothesis(handle.db, id, { to: "idea" }, 4, growth);
    expect(back.hypothesis).toMatchObject({ status: "idea", outcome: null, learning: null });
  });
});
