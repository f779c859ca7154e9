import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDraftPreview } from "@/features/funnel-admin/server/load-draft-preview";
import { loadPublishedFunnel } from "@/features/quiz/server/funnel-store";
import { getFunnel } from "@/features/quiz/server/get-funnel";
import { listAudit } from "@/features/staff/server/record-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { makePrincipals, type Principal } from "../staff/staff-principals";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A route file as Next.js loads it (tests mount app routes by path; nothing imports app/ statically). */
const routeFile = async (path: string) => routeMethods((await import(/* @vite-ignore */ `@/app${path}/route`)) as Record<string, unknown>);

describe("funnel editor API: create, save, stale saves, validation, publish, rollback", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    handle = await openAppDatabase();
    const principals: Principal[] = await makePrincipals(handle.db);
    cookies = {};
    for (const principal of principals) if (principal.role) cookies[principal.role] = await principal.cookie();
    served = await serveRoutes([
      { path: "/api/mgmt/funnels", handlers: await routeFile("/api/mgmt/funnels") },
      { path: "/api/mgmt/funnels/[name]/check", handlers: await routeFile("/api/mgmt/funnels/[name]/check") },
      { path: "/api/mgmt/funnels/[name]/publish", handlers: await routeFile("/api/mgmt/funnels/[name]/publish") },
      { path: "/api/mgmt/funnels/[name]/rollback", handlers: await routeFile("/api/mgmt/funnels/[name]/rollback") },
      { path: "/api/mgmt/funnels/[name]", handlers: await routeFile("/api/mgmt/funnels/[name]") },
    ]);
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  async function call(role: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
    const response = await fetch(`${served.url}/api/mgmt/funnels${path}`, {
      method,
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.20", cookie: cookies[role]! },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Json };
  }

  it("creates a funnel from the blank template as a draft that visitors do not see", async () => {
    expect(await getFunnel(handle.db, "spring-test")).toBeNull(); // also caches "no funnel"
    const created = await call("growth", "POST", "", { name: "spring-test", title: "Spring test" });
    expect([created.status, created.json.name]).toEqual([201, "spring-test"]);
    expect((await call("growth", "POST", "", { name: "spring-test", title: "Again" })).json.error.code).toBe("name_taken");
    const opened = await call("analyst", "GET", "/spring-test");
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ headVersion: 1, hasDraft: true, publishedVersion: null });
    expect(opened.json.definition.steps).toHaveLength(1);
    expect(await loadPublishedFunnel(handle.db, "spring-test")).toBeNull();
    const list = await call("analyst", "GET", "");
    expect(list.json.funnels).toContainEqual(expect.objectContaining({ name: "spring-test", title: "Spring test", publishedVersion: null, hasDraft: true, headVersion: 1, updatedBy: "sweep-growth@platewise.test" }));
  });

  it("duplicates a funnel under a new name", async () => {
    const copy = await call("growth", "POST", "", { name: "spring-copy", title: "Spring copy", from: "spring-test" });
    expect(copy.status).toBe(201);
    expect((await call("growth", "GET", "/spring-copy")).json.definition).toMatchObject({ name: "spring-copy", title: "Spring copy" });
    expect((await call("growth", "POST", "", { name: "other", title: "X", from: "missing-funnel" })).status).toBe(404);
  });

  it("saves a draft; a stale save is refused naming who saved and when, and nothing is overwritten", async () => {
    const { json: opened } = await call("growth", "GET", "/spring-test");
    const edited = structuredClone(opened.definition);
    edited.steps[0].title = { en: "What do you want?", de: "Was möchtest du?" };
    const saved = await call("growth", "PUT", "/spring-test", { expectedVersion: 1, definition: edited });
    expect([saved.status, saved.json.version]).toEqual([200, 2]);
    const other = structuredClone(opened.definition);
    other.steps[0].title = { en: "Overwritten?" };
    const stale = await call("admin", "PUT", "/spring-test", { expectedVersion: 1, definition: other });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe("stale_version");
    expect(stale.json.error.message).toContain("Changed by sweep-growth@platewise.test at ");
    expect(stale.json.error.conflict).toMatchObject({ expectedVersion: 1, currentVersion: 2 });
    const now = await call("growth", "GET", "/spring-test");
    expect(now.json.headVersion).toBe(2);
    expect(now.json.definition.steps[0].title.en).toBe("What do you want?");
  });

  it("keeps one of two simultaneous saves from the same version; the other is told it is stale", async () => {
    await call("growth", "POST", "", { name: "race-test", title: "Race" });
    const { json: opened } = await call("growth", "GET", "/race-test");
    const edit = (title: string) => ({ ...structuredClone(opened.definition), title });
    const answers = await Promise.all([
      call("growth", "PUT", "/race-test", { expectedVersion: 1, definition: edit("Growth") }),
      call("admin", "PUT", "/race-test", { expectedVersion: 1, definition: edit("Admin") }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const now = await call("growth", "GET", "/race-test");
    expect(now.json.headVersion).toBe(2);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(now.json.versions[0].createdBy).toBe(winner === answers[0] ? "sweep-growth@platewise.test" : "sweep-admin@platewise.test");
  });

  it("refuses invalid steps and broken conditions with 400 and their codes, storing nothing", async () => {
    const { json: opened } = await call("growth", "GET", "/spring-test");
    const oneOption = structuredClone(opened.definition);
    oneOption.steps[0].options = [oneOption.steps[0].options[0]];
    const invalid = await call("growth", "PUT", "/spring-test", { expectedVersion: 2, definition: oneOption });
    expect([invalid.status, invalid.json.error.code]).toEqual([400, "invalid_definition"]);
    expect(Object.keys(invalid.json.error.fields)).toContain("steps.0.options");

    const broken = structuredClone(opened.definition);
    broken.steps.push({ id: "step-end", type: "info", variant: "statement", title: { en: "Thanks" } });
    broken.steps[0].next = [{ condition: "gender == ", stepId: "step-end" }];
    const badCondition = await call("growth", "PUT", "/spring-test", { expectedVersion: 2, definition: broken });
    expect([badCondition.status, badCondition.json.error.code]).toEqual([400, "invalid_condition"]);
    expect(Object.keys(badCondition.json.error.fields)).toEqual(["steps.0.next.0.condition"]);

    const unknownTarget = structuredClone(broken);
    unknownTarget.steps[0].next = [{ condition: "gender == 'male'", stepId: "step-nowhere" }];
    expect((await call("growth", "PUT", "/spring-test", { expectedVersion: 2, definition: unknownTarget })).json.error.code).toBe("invalid_definition");

    const renamed = { ...structuredClone(opened.definition), name: "spring-renamed" };
    expect((await call("growth", "PUT", "/spring-test", { expectedVersion: 2, definition: renamed })).json.error.code).toBe("name_mismatch");
    expect((await call("growth", "GET", "/spring-test")).json.headVersion).toBe(2);
  });

  it("lets the analyst read but not change a funnel", async () => {
    const { json: opened } = await call("analyst", "GET", "/spring-test");
    const refused = await call("analyst", "PUT", "/spring-test", { expectedVersion: 2, definition: opened.definition });
    expect([refused.status, refused.json.error.code]).toEqual([403, "forbidden"]);
    expect((await call("analyst", "POST", "/spring-test/publish", { expectedVersion: 2 })).status).toBe(403);
  });

  it("checks conditions and traces the path the quiz takes for given answers, storing nothing", async () => {
    const { json: opened } = await call("analyst", "GET", "/spring-test");
    expect((await call("analyst", "POST", "/spring-test/check", { condition: "gender == " })).json.conditionError).toEqual(expect.any(String));
    expect((await call("analyst", "POST", "/spring-test/check", { condition: "answers['step-goal'] == 'lose'" })).json.conditionError).toBeNull();
    const branching = structuredClone(opened.definition);
    branching.steps.push(
      { id: "step-middle", type: "info", variant: "statement", title: { en: "Middle" } },
      { id: "step-end", type: "info", variant: "statement", title: { en: "End" } },
    );
    branching.steps[0].next = [{ condition: "answers['step-goal'] == 'lose'", stepId: "step-end" }];
    const lose = await call("analyst", "POST", "/spring-test/check", { definition: branching, answers: { "step-goal": "lose" } });
    expect(lose.json).toMatchObject({ issues: [], path: ["step-goal", "step-end"] });
    const keep = await call("analyst", "POST", "/spring-test/check", { definition: branching, answers: { "step-goal": "maintain" } });
    expect(keep.json.path).toEqual(["step-goal", "step-middle", "step-end"]);
    expect((await call("analyst", "GET", "/spring-test")).json.headVersion).toBe(2);
  });

  it("publishes: loadPublishedFunnel and the cached getFunnel return it at once; audited", async () => {
    expect((await call("growth", "POST", "/spring-test/publish", { expectedVersion: 1 })).json.error.code).toBe("stale_version");
    const published = await call("growth", "POST", "/spring-test/publish", { expectedVersion: 2 });
    expect([published.status, published.json]).toEqual([200, { version: 2, quizVersion: 1 }]);
    const live = await loadPublishedFunnel(handle.db, "spring-test");
    expect([live?.version, live?.definition.steps[0]?.title.en]).toEqual([1, "What do you want?"]);
    expect((await getFunnel(handle.db, "spring-test"))?.version).toBe(1);
    expect((await call("growth", "POST", "/spring-test/publish", { expectedVersion: 2 })).json.error.code).toBe("no_draft");
    const actions = (await listAudit(handle.db, "funnel", "spring-test")).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["version.save_draft", "version.publish"]));
  });

  it("rolls back in one click: the earlier content is published again as a new version", async () => {
    const { json: opened } = await call("growth", "GET", "/spring-test");
    const edited = structuredClone(opened.definition);
    edited.steps[0].title = { en: "Third title" };
    expect((await call("growth", "PUT", "/spring-test", { expectedVersion: 2, definition: edited })).json.version).toBe(3);
    expect((await call("growth", "POST", "/spring-test/publish", { expectedVersion: 3 })).json).toEqual({ version: 3, quizVersion: 2 });
    expect((await loadPublishedFunnel(handle.db, "spring-test"))?.definition.steps[0]?.title.en).toBe("Third title");
    const rolled = await call("growth", "POST", "/spring-test/rollback", { expectedVersion: 3, version: 2 });
    expect([rolled.status, rolled.json]).toEqual([200, { version: 4, quizVersion: 3 }]);
    const live = await loadPublishedFunnel(handle.db, "spring-test");
    expect([live?.version, live?.definition.steps[0]?.title.en]).toEqual([3, "What do you want?"]);
    expect((await getFunnel(handle.db, "spring-test"))?.definition.steps[0]?.title.en).toBe("What do you want?");
    const history = (await call("analyst", "GET", "/spring-test")).json.versions.map((row: Json) => [row.version, row.state]);
    expect(history).toEqual([
      [4, "published"],
      [3, "archived"],
      [2, "archived"],
      [1, "archived"],
    ]);
    expect((await listAudit(handle.db, "funnel", "spring-test")).map((row) => row.action)).toContain("version.rollback");
  });

  it("previews the saved draft, which visitors do not see yet", async () => {
    const { json: opened } = await call("growth", "GET", "/spring-test");
    const edited = structuredClone(opened.definition);
    edited.steps[0].title = { en: "Draft only", ar: "مسودة" };
    edited.steps.push({ id: "step-info", type: "info", variant: "statement", title: { en: "Info" } });
    expect((await call("growth", "PUT", "/spring-test", { expectedVersion: opened.headVersion, definition: edited })).status).toBe(200);
    const first = await loadDraftPreview(handle.db, "spring-test", undefined);
    expect([first?.step.title.ar, first?.position, first?.session]).toEqual(["مسودة", { number: 1, total: 2, percent: 50, previousId: null }, null]);
    expect((await loadDraftPreview(handle.db, "spring-test", "step-info"))?.position.previousId).toBe("step-goal");
    expect(await loadDraftPreview(handle.db, "spring-test", "step-missing")).toBeNull();
    expect(await loadDraftPreview(handle.db, "no-such-funnel", undefined)).toBeNull();
    expect((await loadPublishedFunnel(handle.db, "spring-test"))?.definition.steps[0]?.title.en).toBe("What do you want?");
  });
});
