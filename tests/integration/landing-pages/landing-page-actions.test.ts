import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition as createDefinition } from "@/features/landing-pages/actions/create-landing-page-definition";
import { definition as publishDefinition } from "@/features/landing-pages/actions/publish-landing-page-definition";
import { definition as rollbackDefinition } from "@/features/landing-pages/actions/rollback-landing-page-definition";
import { definition as saveDefinition } from "@/features/landing-pages/actions/save-landing-page-definition";
import { definition as saveFinalDefinition } from "@/features/final-admin/actions/save-final-page-definition";
import { loadPublishedLandingPage } from "@/features/landing-pages/server/landing-page-store";
import { listAudit } from "@/features/staff/server/record-audit";
import { runStaffAction } from "@/features/staff/server/staff-action";
import type { DatabaseHandle } from "@/server/db/create-database";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import * as slugCheck from "@/app/api/mgmt/landing-pages/slug-check/route";
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes } from "../../helpers/serve-route";
import { makePrincipals, type Principal } from "../staff/staff-principals";
import { sampleLandingPage } from "../../unit/landing-pages/landing-page-sample";

describe("landing page and final page actions, as staff through the guard", () => {
  let handle: DatabaseHandle;
  let principals: Principal[];
  const headersOf = async (name: Principal["name"]) => new Headers({ cookie: await principals.find((p) => p.name === name)!.cookie(), "x-forwarded-for": "198.51.100.20" });

  beforeAll(async () => {
    handle = await openAppDatabase();
    principals = await makePrincipals(handle.db);
  });
  afterAll(() => handle.close());

  it("growth creates, edits and publishes a page; the audit names them", async () => {
    const growth = await headersOf("growth");
    expect(await runStaffAction(createDefinition, { slug: "spring-fb", content: sampleLandingPage() }, growth)).toEqual({ ok: true, data: { saved: true, version: 1, state: "draft" } });
    expect(await runStaffAction(saveDefinition, { slug: "spring-fb", content: sampleLandingPage({ title: { en: "Spring" } }), expectedVersion: 1 }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 2 } });
    // Copy in English and Arabic only: refused, naming the locales; then published with the fallback confirmed.
    const refused = await runStaffAction(publishDefinition, { slug: "spring-fb", expectedVersion: 2 }, growth);
    expect(refused).toMatchObject({ ok: true, data: { saved: false, code: "missing_translations" } });
    const lacking = (refused as { data: { locales: string[] } }).data.locales;
    expect(lacking).toContain("de");
    expect(await runStaffAction(publishDefinition, { slug: "spring-fb", expectedVersion: 2, englishFallbackFor: lacking }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 2, state: "published" } });
    expect((await loadPublishedLandingPage(handle.db, "spring-fb"))?.title).toEqual({ en: "Spring" });
    const audit = await listAudit(handle.db, "landing-page", "spring-fb");
    expect(audit.length).toBe(3);
    expect(audit.every((row) => row.staffEmail === "sweep-growth@platewise.test")).toBe(true);
  });

  it("answers refusals with their code and a message staff can act on", async () => {
    const growth = await headersOf("growth");
    const duplicate = await runStaffAction(createDefinition, { slug: "spring-fb", content: sampleLandingPage() }, growth);
    expect(duplicate).toEqual({ ok: true, data: { saved: false, code: "slug_taken", message: 'A landing page "/spring-fb" already exists.' } });
    const stale = await runStaffAction(saveDefinition, { slug: "spring-fb", content: sampleLandingPage(), expectedVersion: 1 }, growth);
    expect(stale).toMatchObject({ ok: true, data: { saved: false, code: "stale_version" } });
    expect(JSON.stringify(stale)).toContain("sweep-growth@platewise.test");
    const noVersion = await runStaffAction(rollbackDefinition, { slug: "spring-fb", version: 9, expectedVersion: 2 }, growth);
    expect(noVersion).toMatchObject({ ok: true, data: { saved: false, code: "no_version" } });
    const finalInvalid = await runStaffAction(saveFinalDefinition, { slug: "spring", content: { blocks: [] }, expectedVersion: 0 }, growth);
    expect(finalInvalid).toMatchObject({ ok: true, data: { saved: false, code: "invalid_content" } });
  });

  it("checks a new slug over the API while staff type", async () => {
    const served = await serveRoutes([{ path: "/api/mgmt/landing-pages/slug-check", handlers: routeMethods(slugCheck) }]);
    try {
      const headers = await headersOf("analyst");
      const ask = async (slug: string) => (await fetch(`${served.url}/api/mgmt/landing-pages/slug-check?slug=${encodeURIComponent(slug)}`, { headers })).json();
      expect(await ask("autumn-fb")).toEqual({ ok: true });
      expect(await ask("spring-fb")).toMatchObject({ ok: false, code: "slug_taken" });
      expect(await ask("faq")).toMatchObject({ ok: false, code: "slug_reserved" });
      expect(await ask("quiz-cdef-nds")).toMatchObject({ ok: false, code: "slug_funnel" });
      expect(await ask("Bad--Slug")).toMatchObject({ ok: false, code: "slug_format" });
    } finally {
      await served.close();
    }
  });

  it("refuses the analyst and visitors before anything is read or written", async () => {
    expect(await runStaffAction(createDefinition, { slug: "autumn-fb", content: sampleLandingPage() }, await headersOf("analyst"))).toEqual({ ok: false, staffError: "forbidden" });
    expect(await runStaffAction(publishDefinition, { slug: "spring-fb", expectedVersion: 2 }, await headersOf("visitor"))).toEqual({ ok: false, staffError: "signedOut" });
    expect(await loadPublishedLandingPage(handle.db, "autumn-fb")).toBeNull();
  });
});
