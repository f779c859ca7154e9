import { isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// eslint-disable-next-line no-restricted-imports -- the test renders the real /[slug] page
import ShortQuizEntry, { generateMetadata } from "@/app/[locale]/(funnel)/[quizName]/page";
// eslint-disable-next-line no-restricted-imports -- the test renders the real prerendered copy
import PrerenderedLandingPage from "@/app/[locale]/(funnel)/%5Fv/landing/[slug]/[version]/page";
import { NextRequest } from "next/server";
import { landingVariantPathOf } from "@/server/proxy/landing-variant-step";
import { eq } from "drizzle-orm";
import { createLandingPage, LandingPageError, publishLandingPage } from "@/features/landing-pages/server/landing-page-store";
import { getEnv } from "@/env";
import { pricePackages } from "@/server/db/schema/pricing";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { locales } from "@/i18n/locales";
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";
import { sampleAdsLandingPage, sampleLandingPage } from "../../unit/landing-pages/landing-page-sample";

// Outside Next's server renderer next-intl refuses `setRequestLocale` (a library, not our code):
// the page's locale comes from its params here.
vi.mock("next-intl/server", async (original) => ({ ...(await original<object>()), setRequestLocale: () => undefined }));

const growth = { id: null, email: "growth@platewise.test" };
const props = (locale: string, quizName: string) => ({ params: Promise.resolve({ locale, quizName }), searchParams: Promise.resolve({ utm_source: "fb" }) });

/** What the page answers: its markup, or the redirect / 404 Next.js would send. */
async function answer(locale: string, slug: string): Promise<{ html?: string; redirect?: string; status?: number }> {
  try {
    const element = await ShortQuizEntry(props(locale, slug) as never);
    if (!isValidElement(element)) throw new Error("no element");
    return { html: renderToStaticMarkup(element) };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    const redirect = /^NEXT_REDIRECT;\w+;([^;]+);/.exec(digest);
    if (redirect) return { redirect: redirect[1] };
    if (digest.includes(";404")) return { status: 404 };
    throw error;
  }
}

describe("/[slug]: site pages, then landing pages, then the funnel short entries", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openAppDatabase();
    await createLandingPage(handle.db, "summer-keto", sampleLandingPage(), { staff: growth });
    await createLandingPage(handle.db, "winter-draft", sampleLandingPage(), { staff: growth });
    await publishLandingPage(handle.db, "summer-keto", 1, { staff: growth }, { englishFallbackFor: locales });
    await seedPricePackages(handle.db);
    await createLandingPage(handle.db, "summer-ads", sampleAdsLandingPage(), { staff: growth });
    await publishLandingPage(handle.db, "summer-ads", 1, { staff: growth }, { englishFallbackFor: locales });
  });
  afterAll(() => handle.close());

  it("serves a published landing page in English and Arabic, the start button into the funnel entry", async () => {
    const english = await answer("en", "summer-keto");
    expect(english.html).toContain("Lose weight with fasting this summer");
    expect(english.html).toContain('href="/quiz"');
    const arabic = await answer("ar", "summer-keto");
    expect(arabic.html).toContain("اخسر الوزن بالصيام هذا الصيف");
    expect(arabic.html).toContain('href="/ar/quiz"');
    expect(await generateMetadata(props("ar", "summer-keto") as never)).toMatchObject({ title: "خطة الصيام الصيفية", openGraph: { title: "خطة الصيام الصيفية" } });
  });

  it("never serves a draft: the path stays a 404", async () => {
    expect(await answer("en", "winter-draft")).toEqual({ status: 404 });
    expect(await generateMetadata(props("en", "winter-draft") as never)).toEqual({});
  });

  it("keeps funnel short entries working, with their query", async () => {
    const funnel = await answer("de", "fasting-mix-2968");
    expect(funnel.redirect).toMatch(/^\/de\/fasting-mix-2968\/[\w-]+\?utm_source=fb$/);
  });

  it("frames a published page in its theme, with the site's logo and the legal footer", async () => {
    const { html } = await answer("ar", "summer-ads");
    expect(html).toContain('data-theme="purple"');
    expect(html).toMatch(/<a href="\/ar"[^>]*data-testid="logo-link"/);
    for (const path of ["privacy-policy", "terms-of-service", "cookie-policy"]) expect(html).toContain(`href="/ar/${path}"`);
    expect(html).toContain("سياسة الخصوصية");
    expect(html).toContain("data-privacy-settings");
    // A page saved before themes existed gets the default theme.
    expect((await answer("en", "summer-keto")).html).toContain('data-theme="default"');
  });

  it("renders the comparison and a 'from X per day' worked out from the stored package", async () => {
    const arabic = (await answer("ar", "summer-ads")).html!;
    expect(arabic).toContain("مختارة لك");
    expect(arabic).toMatch(/data-testid="landing-price">ابتداءً من .*0\.71.*€.* في اليوم</);
    const german = (await answer("de", "summer-ads")).html!;
    expect(german).toMatch(/data-testid="landing-price">Ab 0,71.€ pro Tag</);
    // Every start button (hero, teaser, final call to action) carries the visitor's query in the browser.
    expect(german.match(/data-testid="landing-start" data-keep-query=""/g)).toHaveLength(3);
    expect(german).toContain("a[data-keep-query]");
  });

  it("shows no teaser once its package is withdrawn, never a made-up price", async () => {
    await handle.db.update(pricePackages).set({ active: false }).where(eq(pricePackages.id, "pp_4w_intro"));
    try {
      const { html } = await answer("en", "summer-ads");
      expect(html).toContain("Lose weight with fasting this summer");
      expect(html).not.toContain("landing-pricing");
      await expect(createLandingPage(handle.db, "autumn-ads", sampleAdsLandingPage(), { staff: growth })).rejects.toThrow(LandingPageError);
    } finally {
      await handle.db.update(pricePackages).set({ active: true }).where(eq(pricePackages.id, "pp_4w_intro"));
    }
  });

  it("puts the search and sharing fields into the page's metadata", async () => {
    const metadata = await generateMetadata(props("ar", "summer-ads") as never);
    expect(metadata).toMatchObject({
      title: "خطط وجبات للصيام | Platewise",
      description: "A fasting meal plan made for you.",
      robots: { index: false, follow: true },
      openGraph: { title: "خطط وجبات للصيام | Platewise", images: [{ url: new URL("/media/funnel-images/" + "0".repeat(64) + ".png", getEnv().SITE_URL).toString() }] },
      twitter: { card: "summary_large_image" },
    });
    expect((await generateMetadata(props("en", "summer-keto") as never)).robots).toBeUndefined();
  });

  it("sends page loads of a published page to its prerendered copy of the live version, and nothing else", async () => {
    const get = (path: string, method = "GET") => new NextRequest(`http://platewise.test${path}?utm_source=meta&fbclid=abc`, { method });
    expect(await landingVariantPathOf(get("/ar/summer-ads"), "/ar/summer-ads")).toBe("/ar/_v/landing/summer-ads/1");
    expect(await landingVariantPathOf(get("/summer-ads"), "/en/summer-ads")).toBe("/en/_v/landing/summer-ads/1");
    expect(await landingVariantPathOf(get("/ar/summer-ads", "POST"), "/ar/summer-ads")).toBeNull();
    expect(await landingVariantPathOf(get("/winter-draft"), "/en/winter-draft")).toBeNull();
    expect(await landingVariantPathOf(get("/about"), "/en/about")).toBeNull();
    expect(await landingVariantPathOf(get("/fasting-mix-2968"), "/en/fasting-mix-2968")).toBeNull();

    const copy = async (slug: string, version: string) => {
      try {
        const element = await PrerenderedLandingPage({ params: Promise.resolve({ locale: "ar", slug, version }) } as never);
        return renderToStaticMarkup(element);
      } catch (error) {
        return String((error as { digest?: unknown }).digest ?? error);
      }
    };
    expect(await copy("summer-ads", "1")).toContain('data-theme="purple"');
    // A version that is not the live one (a draft, history, or none) is the 404 page.
    expect(await copy("summer-ads", "2")).toContain(";404");
    expect(await copy("winter-draft", "1")).toContain(";404");
  });
});
