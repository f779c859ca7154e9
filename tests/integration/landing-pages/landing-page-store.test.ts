import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LandingPageView } from "@/features/landing-pages/components/landing-page-view";
import {
  createLandingPage,
  LandingPageError,
  listLandingPages,
  loadPublishedLandingPage,
  publishLandingPage,
  rollbackLandingPage,
  saveLandingDraft,
} from "@/features/landing-pages/server/landing-page-store";
import { listStartTargets } from "@/features/landing-pages/server/start-targets";
import { listAudit } from "@/features/staff/server/record-audit";
import { VersionError } from "@/features/staff/server/entity-versions";
import { locales, localizePath } from "@/i18n/locales";
import type { DatabaseHandle } from "@/server/db/create-database";
import { createTestDatabase } from "../../helpers/test-db";
import { sampleLandingPage } from "../../unit/landing-pages/landing-page-sample";

const growth = { id: null, email: "growth@platewise.test" };
const other = { id: null, email: "other@platewise.test" };

async function refusal<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}`);
}

describe("landing pages: create, publish, serve, roll back", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("offers /quiz and every funnel's first step as start targets", async () => {
    const targets = (await listStartTargets(handle.db)).map((target) => target.path);
    expect(targets[0]).toBe("/quiz");
    expect(targets.some((path) => path.startsWith("/fasting-mix-2968/"))).toBe(true);
  });

  it("serves a page only once published, in the visitor's locale, with English where a translation is missing", async () => {
    const draft = await createLandingPage(handle.db, "summer-keto", sampleLandingPage(), { staff: growth });
    expect([draft.version, draft.state]).toEqual([1, "draft"]);
    expect(await loadPublishedLandingPage(handle.db, "summer-keto")).toBeNull();

    // Its copy is partly in Arabic, in no other locale: publishing needs the English fallback confirmed.
    const refused = await publishLandingPage(handle.db, "summer-keto", 1, { staff: growth }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LandingPageError);
    expect(refused).toMatchObject({ code: "missing_translations", locales: locales.filter((locale) => locale !== "en") });
    expect(await loadPublishedLandingPage(handle.db, "summer-keto")).toBeNull();
    const partly = await publishLandingPage(handle.db, "summer-keto", 1, { staff: growth }, { englishFallbackFor: ["ar", "de"] }).catch((error: unknown) => error);
    expect((partly as LandingPageError).locales).not.toContain("de");
    await publishLandingPage(handle.db, "summer-keto", 1, { staff: growth }, { englishFallbackFor: locales });
    const page = await loadPublishedLandingPage(handle.db, "summer-keto");
    expect(page?.blocks[0]).toMatchObject({ type: "hero", cta: { en: "Take the quiz" } });

    const arabic = renderToStaticMarkup(createElement(LandingPageView, { page: page!, locale: "ar", startHref: localizePath(page!.startTarget, "ar"), prices: [] }));
    expect(arabic).toContain("اخسر الوزن بالصيام هذا الصيف");
    expect(arabic).toContain("A plan made for you in two minutes");
    expect(arabic).toContain('href="/ar/quiz"');
    const english = renderToStaticMarkup(createElement(LandingPageView, { page: page!, locale: "en", startHref: localizePath(page!.startTarget, "en"), prices: [] }));
    expect(english).toContain("Lose weight with fasting this summer");
    expect(english).toMatch(/href="\/quiz"/);
  });

  it("keeps a new draft from visitors until it is published", async () => {
    const changed = sampleLandingPage();
    changed.blocks[0] = { ...changed.blocks[0]!, headline: { en: "Autumn reset" } } as (typeof changed.blocks)[0];
    await saveLandingDraft(handle.db, "summer-keto", changed, 1, { staff: growth });
    const live = await loadPublishedLandingPage(handle.db, "summer-keto");
    expect(live?.blocks[0]).toMatchObject({ headline: { en: "Lose weight with fasting this summer" } });
    await publishLandingPage(handle.db, "summer-keto", 2, { staff: growth }, { englishFallbackFor: locales });
    expect((await loadPublishedLandingPage(handle.db, "summer-keto"))?.blocks[0]).toMatchObject({ headline: { en: "Autumn reset" } });
  });

  it("rolls back in one step, as a new published version, audited", async () => {
    const rolled = await rollbackLandingPage(handle.db, "summer-keto", 1, 2, { staff: growth });
    expect([rolled.version, rolled.state]).toEqual([3, "published"]);
    expect((await loadPublishedLandingPage(handle.db, "summer-keto"))?.blocks[0]).toMatchObject({ headline: { en: "Lose weight with fasting this summer" } });
    const audit = await listAudit(handle.db, "landing-page", "summer-keto");
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(["version.save_draft", "version.publish", "version.rollback"]));
    expect(await listLandingPages(handle.db)).toEqual([expect.objectContaining({ slug: "summer-keto", headVersion: 3, publishedVersion: 3, hasDraft: false })]);
  });

  it("refuses a stale edit, naming who saved since", async () => {
    await saveLandingDraft(handle.db, "summer-keto", sampleLandingPage(), 3, { staff: other });
    const error = await refusal(saveLandingDraft(handle.db, "summer-keto", sampleLandingPage(), 3, { staff: growth }), VersionError);
    expect(error.code).toBe("stale_version");
    expect(error.message).toContain("other@platewise.test");
  });

  it("refuses duplicate, reserved, funnel and malformed slugs with a clear reason", async () => {
    const cases: Array<[string, LandingPageError["code"]]> = [
      ["summer-keto", "slug_taken"],
      ["about", "slug_reserved"],
      ["quiz", "slug_reserved"],
      ["fasting-mix-2968", "slug_funnel"],
      ["lp22-2968", "slug_funnel"],
      ["Summer Keto", "slug_format"],
    ];
    for (const [slug, code] of cases) {
      const error = await refusal(createLandingPage(handle.db, slug, sampleLandingPage(), { staff: growth }), LandingPageError);
      expect(error.code, slug).toBe(code);
      expect(error.message.length).toBeGreaterThan(10);
    }
  });

  it("refuses invalid content and a start target that is not offered", async () => {
    expect((await refusal(createLandingPage(handle.db, "bad-copy", sampleLandingPage({ title: { de: "x" } }), { staff: growth }), LandingPageError)).code).toBe("invalid_content");
    expect((await refusal(createLandingPage(handle.db, "bad-target", sampleLandingPage({ startTarget: "/checkout" }), { staff: growth }), LandingPageError)).code).toBe("unknown_target");
    expect(await listLandingPages(handle.db)).toHaveLength(1);
  });

  it("serves nothing for slugs that are not landing pages", async () => {
    expect(await loadPublishedLandingPage(handle.db, "no-such-page")).toBeNull();
    expect(await loadPublishedLandingPage(handle.db, "about")).toBeNull();
  });
});
