import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { readConfigVersion } from "@/features/experiments/server/config-version";
import { createExperimentConfigCache } from "@/features/experiments/server/experiment-config-cache";
import { loadExperimentConfig } from "@/features/experiments/server/load-experiment-config";
import { saveSplitConfig } from "@/features/experiments/server/split-config-repository";
import { runAssignment } from "@/features/experiments/server/run-assignment";
import { definition as createDefinition } from "@/features/split-admin/actions/create-split-definition";
import { definition as rollbackDefinition } from "@/features/split-admin/actions/rollback-split-definition";
import { definition as saveDefinition } from "@/features/split-admin/actions/save-split-definition";
import { definition as statusDefinition } from "@/features/split-admin/actions/set-split-status-definition";
import { definition as simulateDefinition } from "@/features/split-admin/actions/simulate-visitor-definition";
import { listSplitsOverview, readSplitEditor } from "@/features/split-admin/server/split-admin-store";
import { listAudit } from "@/features/staff/server/record-audit";
import { runStaffAction } from "@/features/staff/server/staff-action";
import type { DatabaseHandle } from "@/server/db/create-database";
import { splitExposures } from "@/server/db/schema/experiments";
import { openAppDatabase } from "../../helpers/app-db";
import { makePrincipals, type Principal } from "../staff/staff-principals";

const split = (name: string, percents: number[], extra: Record<string, unknown> = {}) => ({
  name,
  initial: { name: "step_thank_you" },
  runCondition: "",
  participantPercentage: 100,
  groups: percents.map((percent, index) => ({ percent, instructionCondition: `thank_you_page == "ty_${index}"` })),
  ...extra,
});

describe("split editor actions, as staff through the guard", () => {
  let handle: DatabaseHandle;
  let principals: Principal[];
  const headersOf = async (name: Principal["name"]) => new Headers({ cookie: await principals.find((p) => p.name === name)!.cookie(), "x-forwarded-for": "198.51.100.31" });
  const cache = createExperimentConfigCache({ pollIntervalMs: 0 });
  const assign = (visitorId: string) =>
    runAssignment(handle.db, { url: "https://platewise.example/quiz", cookies: { SPLIT_STEP_THANK_YOU_POSITION: "0.25" }, visitorId }, { cache, random: () => 0.5 });
  const inEngine = async (name: string) => (await loadExperimentConfig(handle.db)).splitConfigs.some((config) => config.name === name);

  beforeAll(async () => {
    handle = await openAppDatabase();
    principals = await makePrincipals(handle.db);
  });
  afterAll(() => handle.close());

  it("growth creates a draft that assigns nobody; start assigns, stop assigns nobody new and keeps exposures", async () => {
    const growth = await headersOf("growth");
    const before = await readConfigVersion(handle.db);
    expect(await runStaffAction(createDefinition, { kind: "split", content: split("ty-test", [50, 50]) }, growth)).toEqual({ ok: true, data: { saved: true, version: 1, name: "ty-test" } });
    expect(await readConfigVersion(handle.db)).toBeGreaterThan(before);
    expect(await inEngine("ty-test")).toBe(false);
    expect((await assign("visitor-draft")).byStep.step_thank_you).toBeUndefined();

    expect(await runStaffAction(statusDefinition, { kind: "split", name: "ty-test", status: "running", expectedVersion: 1 }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 2 } });
    expect(await inEngine("ty-test")).toBe(true);
    const joined = await assign("visitor-running");
    expect(joined.byStep.step_thank_you).toMatchObject({ splitName: "ty-test", groupIndex: 0, instructions: { thank_you_page: "ty_0" } });
    expect(joined.exposuresRecorded).toBe(1);

    expect(await runStaffAction(statusDefinition, { kind: "split", name: "ty-test", status: "stopped", expectedVersion: 2 }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 3 } });
    expect(await inEngine("ty-test")).toBe(false);
    expect((await assign("visitor-after-stop")).byStep.step_thank_you).toBeUndefined();
    const exposures = await handle.db.select().from(splitExposures).where(eq(splitExposures.splitName, "ty-test"));
    expect(exposures.map((row) => row.visitorId)).toEqual(["visitor-running"]);
    const overview = await listSplitsOverview(handle.db);
    expect(overview.splits.find((row) => row.name === "ty-test")).toMatchObject({ status: "stopped", exposures: 1, groups: [50, 50] });

    expect(await runStaffAction(statusDefinition, { kind: "split", name: "ty-test", status: "stopped", expectedVersion: 3 }, growth)).toMatchObject({ ok: true, data: { saved: false, code: "status" } });
    expect(await runStaffAction(statusDefinition, { kind: "split", name: "ty-test", status: "running", expectedVersion: 3 }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 4 } });
    expect(await inEngine("ty-test")).toBe(true);

    const audit = await listAudit(handle.db, "split", "ty-test");
    expect(audit.filter((row) => row.action.startsWith("split.")).map((row) => row.action)).toEqual(["split.start", "split.stop", "split.start", "split.create"]);
    expect(audit.every((row) => row.staffEmail === "sweep-growth@platewise.test")).toBe(true);
  });

  it("edits; a stale edit is refused and nothing is overwritten; rollback restores the configuration", async () => {
    const growth = await headersOf("growth");
    await runStaffAction(createDefinition, { kind: "split", content: split("edit-test", [50, 50]) }, growth);
    expect(await runStaffAction(saveDefinition, { kind: "split", name: "edit-test", content: split("edit-test", [30, 70]), expectedVersion: 1 }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 2 } });
    const stale = await runStaffAction(saveDefinition, { kind: "split", name: "edit-test", content: split("edit-test", [10, 90]), expectedVersion: 1 }, growth);
    expect(stale).toMatchObject({ ok: true, data: { saved: false, code: "stale_version" } });
    expect((stale as { data: { message: string } }).data.message).toMatch(/sweep-growth@platewise\.test/);
    let editor = await readSplitEditor(handle.db, "split", "edit-test");
    expect(editor?.live.config).toMatchObject({ groups: [{ percent: 30 }, { percent: 70 }] });
    expect(editor?.version).toBe(2);

    expect(await runStaffAction(rollbackDefinition, { kind: "split", name: "edit-test", version: 1, expectedVersion: 2 }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 3 } });
    editor = await readSplitEditor(handle.db, "split", "edit-test");
    expect(editor?.live).toMatchObject({ status: "draft", config: { groups: [{ percent: 50 }, { percent: 50 }] } });
    expect(editor?.changes.map((entry) => entry.kind)).toEqual(["restored", "edited", "created"]);
    expect(editor?.changes[1]?.changes).toContain("groups.0.percent: 50 → 30");
    const actions = (await listAudit(handle.db, "split", "edit-test")).map((row) => row.action).filter((action) => action.startsWith("split."));
    expect(actions).toEqual(["split.rollback", "split.edit", "split.create"]);
  });

  it("refuses invalid configurations with a clear message, and names already taken", async () => {
    const growth = await headersOf("growth");
    expect(await runStaffAction(createDefinition, { kind: "split", content: split("bad-sum", [50, 40]) }, growth)).toMatchObject({
      ok: true,
      data: { saved: false, code: "invalid", message: "groups: The group percents add up to 90; they must add up to exactly 100." },
    });
    const badCondition = await runStaffAction(createDefinition, { kind: "split", content: split("bad-cond", [100], { runCondition: "country ==" }) }, growth);
    expect(badCondition).toMatchObject({ ok: true, data: { saved: false, code: "invalid" } });
    expect((badCondition as { data: { message: string } }).data.message).toMatch(/^runCondition: Condition cannot be read/);
    expect(await runStaffAction(createDefinition, { kind: "split", content: split("ty-test", [100]) }, growth)).toMatchObject({ ok: true, data: { saved: false, code: "name_taken" } });
    expect(await runStaffAction(createDefinition, { kind: "split", content: split("create", [100]) }, growth)).toMatchObject({ ok: true, data: { saved: false, code: "name_reserved" } });
    expect(await runStaffAction(saveDefinition, { kind: "split", name: "ty-test", content: split("other", [100]), expectedVersion: 4 }, growth)).toMatchObject({ ok: true, data: { saved: false, code: "invalid" } });
  });

  it("a split that existed before versioning gets its old state as version 1 on the first edit", async () => {
    const growth = await headersOf("growth");
    await saveSplitConfig(handle.db, split("legacy", [50, 50]));
    expect(await inEngine("legacy")).toBe(true);
    expect(await runStaffAction(saveDefinition, { kind: "split", name: "legacy", content: split("legacy", [20, 80]), expectedVersion: 0 }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 2 } });
    const editor = await readSplitEditor(handle.db, "split", "legacy");
    expect(editor?.live.status).toBe("running");
    expect(await runStaffAction(rollbackDefinition, { kind: "split", name: "legacy", version: 1, expectedVersion: 2 }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 3 } });
    expect((await readSplitEditor(handle.db, "split", "legacy"))?.live.config).toMatchObject({ groups: [{ percent: 50 }, { percent: 50 }] });
  });

  it("page splits: create, start and stop change what the engine assigns", async () => {
    const growth = await headersOf("growth");
    const content = { name: "quiz-page-test", group: { paths: ["/quiz-page-test"], condition: "", coverage: 100, options: [{ id: "a", url: "/quiz-page-test", weight: 50 }, { id: "b", url: "/quiz-page-test-b", weight: 50 }] } };
    expect(await runStaffAction(createDefinition, { kind: "page-split", content }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 1 } });
    const pageAssign = () => runAssignment(handle.db, { url: "https://platewise.example/quiz-page-test", cookies: { SPLIT_PAGE_POSITION: "0.7" } }, { cache, random: () => 0.5 });
    expect((await pageAssign()).pageSplit).toBeNull();
    await runStaffAction(statusDefinition, { kind: "page-split", name: "quiz-page-test", status: "running", expectedVersion: 1 }, growth);
    expect((await pageAssign()).pageSplit).toMatchObject({ groupName: "quiz-page-test", optionId: "b" });
    await runStaffAction(statusDefinition, { kind: "page-split", name: "quiz-page-test", status: "stopped", expectedVersion: 2 }, growth);
    expect((await pageAssign()).pageSplit).toBeNull();
    expect((await listAudit(handle.db, "page-split", "quiz-page-test")).map((row) => row.action).filter((action) => action.startsWith("page-split."))).toEqual(["page-split.stop", "page-split.start", "page-split.create"]);
  });

  it("analyst may simulate but not change; the simulator writes nothing", async () => {
    const analyst = await headersOf("analyst");
    expect(await runStaffAction(createDefinition, { kind: "split", content: split("analyst-try", [100]) }, analyst)).toEqual({ ok: false, staffError: "forbidden" });
    expect(await runStaffAction(statusDefinition, { kind: "split", name: "ty-test", status: "stopped", expectedVersion: 4 }, analyst)).toEqual({ ok: false, staffError: "forbidden" });
    const exposuresBefore = (await handle.db.select().from(splitExposures)).length;
    const simulated = await runStaffAction(simulateDefinition, { visitorId: "sim-1", country: "DE", path: "/quiz", query: "utm_source=facebook", positions: { step_thank_you: 0.9 } }, analyst);
    expect(simulated.ok).toBe(true);
    const data = (simulated as { data: { splits: { name: string; verdict: { participates: boolean; groupIndex?: number } }[] } }).data;
    expect(data.splits.find((item) => item.name === "ty-test")?.verdict).toMatchObject({ participates: true, groupIndex: 1 });
    expect(data.splits.find((item) => item.name === "edit-test")?.verdict).toEqual({ participates: false, reason: "not_running" });
    expect((await handle.db.select().from(splitExposures)).length).toBe(exposuresBefore);
  });
});
