import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRelativeURL } from "next/dist/shared/lib/router/utils/relativize-url";
import type { AssignmentOutcome } from "@/features/experiments/server/run-assignment";
import { bumpConfigVersion } from "@/features/experiments/server/config-version";
import { experimentConfigCache } from "@/features/experiments/server/experiment-config-cache";
import { definition as createLandingDefinition } from "@/features/landing-pages/actions/create-landing-page-definition";
import { definition as saveRedirectDefinition } from "@/features/redirect-admin/actions/save-redirect-definition";
import { definition as createSplitDefinition } from "@/features/split-admin/actions/create-split-definition";
import { runStaffAction } from "@/features/staff/server/staff-action";
import type { DatabaseHandle } from "@/server/db/create-database";
import { pageSplitGroups, redirectConfigs, redirectRules, splitConfigGroups, splitConfigs } from "@/server/db/schema/experiments";
import { seedQuizFunnels } from "@/server/db/seed/seed-quiz-funnels";
import { entryRedirect } from "@/server/proxy/entry-step";
import { pageSplitRedirect } from "@/server/proxy/experiment-step";
import { resolvePageRequest } from "@/server/proxy/context-step";
import { openAppDatabase } from "../../helpers/app-db";
import { sampleLandingPage } from "../../unit/landing-pages/landing-page-sample";
import { makePrincipals, type Principal } from "../staff/staff-principals";

/*
 * Off-site redirects through addresses staff enter. `/a/..//evil.example/x` starts with one
 * slash, but resolves to `//evil.example/x`, which a browser reads as another host. Every editor
 * refuses it and its variants; and even when such an address is already stored (written here
 * straight into the database), the proxy's redirect steps never send a visitor off the site. (The
 * steps are called as src/proxy.ts calls them: next-intl's middleware does not load under the
 * test runner.)
 */
const attacks = ["/a/..//evil.example/x", "/\\evil.example", "/%2f%2fevil.example", "https://evil.example", "//evil.example/x", "/%2e%2e//evil.example"];

/** Where a browser goes with the proxy's answer: Next sends a same-origin Location as a path. */
function browserTarget(response: Response, requestUrl: string): URL | null {
  const location = response.headers.get("location");
  if (!location || response.status < 300 || response.status >= 400) return null;
  return new URL(getRelativeURL(location, requestUrl), requestUrl);
}

describe("addresses staff enter are checked after normalisation", () => {
  let handle: DatabaseHandle;
  let principals: Principal[];
  const growth = async () => new Headers({ cookie: await principals.find((p) => p.name === "growth")!.cookie(), "x-forwarded-for": "198.51.100.41" });

  beforeAll(async () => {
    handle = await openAppDatabase();
    principals = await makePrincipals(handle.db);
    await seedQuizFunnels(handle.db);
  });
  afterAll(() => handle.close());

  it.each(attacks)("the page split editor refuses the option %s with a message", async (url) => {
    const content = { name: "ps-attack", group: { paths: ["/about"], condition: "", coverage: 100, options: [{ id: "a", url, weight: 100 }] } };
    const answer = await runStaffAction(createSplitDefinition, { kind: "page-split", content }, await growth());
    expect(answer).toMatchObject({ ok: true, data: { saved: false, code: "invalid" } });
    expect(answer.ok && !answer.data.saved && answer.data.message).toMatch(/site|slash|backslash/);
  });

  it.each(attacks)("the split editor refuses quiz_page %s with a message", async (url) => {
    const content = { name: "quiz-page-attack", initial: { name: "step_one" }, runCondition: "", participantPercentage: 100, groups: [{ percent: 100, instructionCondition: `quiz_page == '${url}'` }] };
    const answer = await runStaffAction(createSplitDefinition, { kind: "split", content }, await growth());
    expect(answer).toMatchObject({ ok: true, data: { saved: false, code: "invalid" } });
    expect(answer.ok && !answer.data.saved && answer.data.message).toMatch(/quiz_page/);
  });

  it.each(attacks)("the redirect editor refuses the rule address %s with a message", async (quizUrl) => {
    const config = { name: "rule-attack", runCondition: "", rules: [{ quizUrl }] };
    const answer = await runStaffAction(saveRedirectDefinition, { config, expectedVersion: 0, isNew: true }, await growth());
    expect(answer).toMatchObject({ ok: true, data: { saved: false } });
    expect(JSON.stringify(answer)).toMatch(/site|slash|backslash/);
  });

  it.each(attacks)("the landing page editor refuses the start target %s", async (startTarget) => {
    const answer = await runStaffAction(createLandingDefinition, { slug: "lp-attack", content: sampleLandingPage({ startTarget }) }, await growth());
    expect(answer).toMatchObject({ ok: true, data: { saved: false } });
  });

  it("the proxy never redirects off the site, even to addresses already stored", async () => {
    for (const [index, url] of attacks.entries()) {
      await handle.db.insert(pageSplitGroups).values({ name: `stored-ps-${index}`, paths: [`/about-${index}`], condition: "", coverage: 100, options: [{ id: "evil", url, weight: 100 }], status: "running", sortOrder: index });
    }
    const [split] = await handle.db.insert(splitConfigs).values({ name: "stored-quiz-page", step: "step_one", runCondition: "", participantPercentage: 100, status: "running" }).returning();
    await handle.db.insert(splitConfigGroups).values({ configId: split!.id, position: 0, percent: 100, instructionCondition: "quiz_page == '/a/..//evil.example/x'" });
    const [rules] = await handle.db.insert(redirectConfigs).values({ name: "stored-rules", runCondition: "", sortOrder: 0 }).returning();
    await handle.db.insert(redirectRules).values({ configId: rules!.id, position: 0, quizUrl: "/a/..//evil.example/x" });
    await bumpConfigVersion(handle.db);
    experimentConfigCache.invalidate();

    const visit = async (path: string) => {
      const url = `http://localhost${path}`;
      const request = new NextRequest(url, { headers: { "user-agent": "Mozilla/5.0 (iPhone)", cookie: "countryCode=US" } });
      // The proxy's redirect steps, in src/proxy.ts's order (its locale routing redirects none of these paths).
      const { context, assignment } = await resolvePageRequest(request);
      const response = pageSplitRedirect(request, assignment) ?? (await entryRedirect(request, context.experiments, context.country));
      return response ? browserTarget(response, url) : null;
    };
    for (const index of attacks.keys()) {
      const target = await visit(`/about-${index}`);
      expect([attacks[index], target?.origin ?? "stays"]).toEqual([attacks[index], target ? "http://localhost" : "stays"]);
      expect(target?.pathname.startsWith("//") ?? false).toBe(false);
    }
    // The quiz entry: the stored quiz_page and rule address count as absent; the default funnel opens.
    for (const path of ["/quiz", "/de/quiz", "/fasting-mix-2968/step-gender"]) {
      const target = await visit(path);
      if (target) {
        expect(target.origin).toBe("http://localhost");
        expect(target.pathname.startsWith("//")).toBe(false);
        expect(target.href).not.toContain("evil.example");
      }
    }
    expect((await visit("/quiz"))?.pathname).toBe("/fasting-mix-2968/step-gender");
  });

  it("the page-split step checks the address again as the browser will get it", () => {
    const request = new NextRequest("http://localhost/about");
    const outcome = (redirectTo: string) => ({ pageSplit: { groupName: "ps", optionId: "a", redirectTo } }) as unknown as AssignmentOutcome;
    expect(pageSplitRedirect(request, outcome("/a/..//evil.example/x"))).toBeNull();
    expect(pageSplitRedirect(request, outcome("//evil.example/x"))).toBeNull();
    expect(pageSplitRedirect(request, outcome("https://evil.example/x"))).toBeNull();
    const fine = pageSplitRedirect(new NextRequest("http://localhost/de/about"), outcome("/about-b?x=1"));
    expect([fine?.status, fine?.headers.get("location")]).toEqual([302, "http://localhost/de/about-b?x=1"]);
  });
});
