import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRedirectConfigs } from "@/features/experiments/server/redirect-config-repository";
import { readConfigVersion } from "@/features/experiments/server/config-version";
import { resolveQuizEntry } from "@/features/quiz/server/resolve-quiz-entry";
import {
  deleteRedirect,
  listRedirectsForAdmin,
  readRedirectForEditor,
  RedirectAdminError,
  reorderRedirects,
  rollbackRedirect,
  saveRedirect,
} from "@/features/redirect-admin/server/redirect-admin-store";
import { runRedirectTester } from "@/features/redirect-admin/server/run-tester";
import { VersionError } from "@/features/staff/server/entity-versions";
import { listAudit } from "@/features/staff/server/record-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { seedExperiments } from "@/server/db/seed/seed-experiments";
import { seedQuizFunnels } from "@/server/db/seed/seed-quiz-funnels";
import { createTestDatabase } from "../../helpers/test-db";

const growth = { staff: { id: null, email: "growth@platewise.test" } };
const other = { staff: { id: null, email: "other@platewise.test" } };

async function refusal<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}`);
}

const spring = {
  name: "spring",
  runCondition: "tm1 == 'spring'",
  rules: [
    { quizUrl: "/fasting-woman-2968/step-age", gender: "FEMALE", tm2: "w" },
    { quizUrl: "/fasting-mix-2968/step-gender", tm2: "all" },
  ],
};

describe("redirect admin: versions, audit, live tables and the tester", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedQuizFunnels(handle.db);
    await seedExperiments(handle.db);
  });
  afterAll(() => handle.close());

  it("creates a configuration: versioned, published, live at the end of the order, config version bumped", async () => {
    const before = await readConfigVersion(handle.db);
    const row = await saveRedirect(handle.db, { config: spring, expectedVersion: 0, isNew: true }, growth);
    expect([row.version, row.state]).toEqual([1, "published"]);
    expect((await listRedirectConfigs(handle.db)).map((config) => config.name)).toEqual(["quiz_by_gender_and_age", "spring"]);
    expect(await readConfigVersion(handle.db)).toBeGreaterThan(before);
    const listed = await listRedirectsForAdmin(handle.db);
    expect(listed.map((config) => [config.name, config.version])).toEqual([["quiz_by_gender_and_age", 0], ["spring", 1]]);
    const audit = await listAudit(handle.db, "redirect", "spring");
    expect(audit.map((entry) => entry.action).sort()).toEqual(["version.publish", "version.save_draft"]);
    expect(await refusal(saveRedirect(handle.db, { config: spring, expectedVersion: 1, isNew: true }, growth), RedirectAdminError)).toMatchObject({ code: "exists" });
  });

  it("refuses invalid input with a message and stores nothing", async () => {
    const bad = await refusal(saveRedirect(handle.db, { config: { ...spring, runCondition: "tm1 == (" }, expectedVersion: 1, isNew: false }, growth), RedirectAdminError);
    expect(bad.code).toBe("invalid");
    expect(bad.message).toMatch(/runCondition/);
    const offsite = await refusal(saveRedirect(handle.db, { config: { ...spring, rules: [{ quizUrl: "https://evil.example" }] }, expectedVersion: 1, isNew: false }, growth), RedirectAdminError);
    expect(offsite.message).toMatch(/path on this site/);
    expect((await readRedirectForEditor(handle.db, "spring")).version).toBe(1);
  });

  it("edits with the version opened; a stale edit is refused naming who saved, nothing overwritten", async () => {
    await saveRedirect(handle.db, { config: { ...spring, rules: [spring.rules[1]] }, expectedVersion: 1, isNew: false }, other);
    const stale = await refusal(saveRedirect(handle.db, { config: { ...spring, runCondition: "" }, expectedVersion: 1, isNew: false }, growth), VersionError);
    expect(stale.code).toBe("stale_version");
    expect(stale.message).toContain("other@platewise.test");
    const editor = await readRedirectForEditor(handle.db, "spring");
    expect(editor.version).toBe(2);
    expect(editor.config?.runCondition).toBe("tm1 == 'spring'");
    expect(editor.config?.rules).toEqual([spring.rules[1]]);
  });

  it("rolls back in one click: the old content goes live as a new version", async () => {
    const row = await rollbackRedirect(handle.db, "spring", 1, 2, growth);
    expect([row.version, row.state]).toEqual([3, "published"]);
    expect((await listRedirectConfigs(handle.db)).find((config) => config.name === "spring")?.rules).toEqual(spring.rules);
    expect((await listAudit(handle.db, "redirect", "spring"))[0]).toMatchObject({ action: "version.rollback", reason: "rollback to version 1" });
    expect(await refusal(rollbackRedirect(handle.db, "spring", 1, 2, growth), VersionError)).toMatchObject({ code: "stale_version" });
  });

  it("reorders (audited) and refuses an order of a list that changed", async () => {
    await reorderRedirects(handle.db, ["spring", "quiz_by_gender_and_age"], growth);
    expect((await listRedirectConfigs(handle.db)).map((config) => config.name)).toEqual(["spring", "quiz_by_gender_and_age"]);
    expect((await listAudit(handle.db, "redirect", "*order"))[0]).toMatchObject({ action: "redirect.reorder" });
    expect(await refusal(reorderRedirects(handle.db, ["spring"], growth), RedirectAdminError)).toMatchObject({ code: "stale_order" });
  });

  it("the tester's answer is the engine's", async () => {
    const cases = [
      { path: "/quiz", query: "tm1=spring", country: "", gender: "FEMALE" as const, age: "", splits: "" },
      { path: "/quiz", query: "tm1=spring&utm_source=fb", country: "US", gender: "" as const, age: "61", splits: "" },
      { path: "/quiz", query: "", country: "", gender: "MALE" as const, age: "", splits: "" },
      { path: "/quiz", query: "gender=female&age=55", country: "", gender: "" as const, age: "", splits: "" },
    ];
    const configs = await listRedirectConfigs(handle.db);
    for (const facts of cases) {
      const answer = await runRedirectTester(handle.db, facts);
      const query = new URLSearchParams(facts.query);
      const context: Record<string, unknown> = { splits: [] };
      if (facts.country) context.country = facts.country;
      if (facts.gender) context.gender = facts.gender;
      if (facts.age) context.age = facts.age;
      expect(answer.target, JSON.stringify(facts)).toBe(await resolveQuizEntry(handle.db, { pathname: "/quiz", query, redirectConfigs: configs, context }));
    }
    const hit = await runRedirectTester(handle.db, cases[0]!);
    expect(hit).toMatchObject({ configName: "spring", ruleIndex: 0, ruleUrl: "/fasting-woman-2968/step-age?tm2=w" });
    expect(hit.target).toBe("/fasting-woman-2968/step-age?tm1=spring&tm2=w");
    const seeded = await runRedirectTester(handle.db, cases[2]!);
    expect(seeded).toMatchObject({ configName: "quiz_by_gender_and_age", ruleIndex: 2, target: "/fasting-mxfb-2968/step-gender" });
  });

  it("deletes (audited, history kept) and the engine no longer sees it", async () => {
    expect(await deleteRedirect(handle.db, "spring", growth)).toBe(true);
    expect(await deleteRedirect(handle.db, "spring", growth)).toBe(false);
    expect((await listRedirectConfigs(handle.db)).map((config) => config.name)).toEqual(["quiz_by_gender_and_age"]);
    expect((await listAudit(handle.db, "redirect", "spring"))[0]).toMatchObject({ action: "redirect.delete" });
    expect((await readRedirectForEditor(handle.db, "spring")).versions).toHaveLength(3);
    expect(await refusal(saveRedirect(handle.db, { config: spring, expectedVersion: 3, isNew: false }, growth), RedirectAdminError)).toMatchObject({ code: "missing" });
    const again = await saveRedirect(handle.db, { config: spring, expectedVersion: 3, isNew: true }, growth);
    expect(again.version).toBe(4);
  });

  it("renames: the order place and the history move with it; stale or taken names are refused", async () => {
    const orderBefore = (await listRedirectConfigs(handle.db)).map((config) => config.name);
    const renamed = { ...spring, name: "spring-renamed" };
    expect(await refusal(saveRedirect(handle.db, { config: renamed, expectedVersion: 3, isNew: false, previousName: "spring" }, growth), VersionError)).toMatchObject({ code: "stale_version" });
    expect(await refusal(saveRedirect(handle.db, { config: { ...spring, name: "quiz_by_gender_and_age" }, expectedVersion: 4, isNew: false, previousName: "spring" }, growth), RedirectAdminError)).toMatchObject({ code: "exists" });
    const row = await saveRedirect(handle.db, { config: renamed, expectedVersion: 4, isNew: false, previousName: "spring" }, growth);
    expect(row.version).toBe(5);
    expect((await listRedirectConfigs(handle.db)).map((config) => config.name)).toEqual(orderBefore.map((name) => (name === "spring" ? "spring-renamed" : name)));
    expect((await readRedirectForEditor(handle.db, "spring-renamed")).versions.map((version) => version.version)).toEqual([5, 4, 3, 2, 1]);
    expect((await readRedirectForEditor(handle.db, "spring")).versions).toEqual([]);
    expect((await listAudit(handle.db, "redirect", "spring-renamed")).some((entry) => entry.action === "redirect.rename")).toBe(true);
  });
});
