import { isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// eslint-disable-next-line no-restricted-imports -- the test renders the real /[slug] page
import ShortQuizEntry, { generateMetadata } from "@/app/[locale]/(funnel)/[quizName]/page";
import { createLandingPage, publishLandingPage } from "@/features/landing-pages/server/landing-page-store";
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";
import { sampleLandingPage } from "../../unit/landing-pages/landing-page-sample";

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
    await publishLandingPage(handle.db, "summer-keto", 1, { staff: growth });
  });
  afterAll(() => handle.close());

  it("serves a published landing page in English and Arabic, the start button into the funnel entry", async () => {
    const english = await answer("en", "summer-keto");
    expect(english.html).toContain("Lose weight with fasting this summer");
    expect(english.html).toContain('href="/quiz"');
    const arabic = await answer("ar", "summer-keto");
    expect(arabic.html).toContain("اخسر الوزن بالصيام هذا الصيف");
    expect(arabic.html).toContain('href="/ar/quiz"');
    expect(await generateMetadata(props("ar", "summer-keto") as never)).toEqual({ title: "خطة الصيام الصيفية" });
  });

  it("never serves a draft: the path stays a 404", async () => {
    expect(await answer("en", "winter-draft")).toEqual({ status: 404 });
    expect(await generateMetadata(props("en", "winter-draft") as never)).toEqual({});
  });

  it("keeps funnel short entries working, with their query", async () => {
    const funnel = await answer("de", "fasting-mix-2968");
    expect(funnel.redirect).toMatch(/^\/de\/fasting-mix-2968\/[\w-]+\?utm_source=fb$/);
  });
});
