import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { LandingFrame } from "@/features/landing-pages/components/landing-frame";
import { LandingPageView } from "@/features/landing-pages/components/landing-page-view";
import { landingHead } from "@/features/landing-pages/domain/landing-metadata";
import { defaultLandingTheme } from "@/features/landing-pages/domain/landing-page";
import { landingWords } from "@/features/landing-pages/server/landing-frame-words";
import { loadPublishedLandingPage } from "@/features/landing-pages/server/landing-page-store";
import { teaserPrices } from "@/features/landing-pages/server/teaser-prices";
import { withQuery } from "@/features/quiz/domain/quiz-paths";
import { resolveShortEntry } from "@/features/quiz/server/resolve-quiz-entry";
import { getEnv } from "@/env";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { toSearchQuery } from "../_quiz/search-query";

export async function generateMetadata({ params }: PageProps<"/[locale]/[quizName]">): Promise<Metadata> {
  const { locale, quizName } = await params;
  const landing = await loadPublishedLandingPage(await getDb(), quizName);
  if (!landing) return {};
  const head = landingHead(landing, locale, getEnv().SITE_URL);
  const images = head.ogImage ? [{ url: head.ogImage }] : undefined;
  return {
    title: head.title,
    ...(head.description ? { description: head.description } : {}),
    ...(head.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: { type: "website", title: head.title, ...(head.description ? { description: head.description } : {}), ...(images ? { images } : {}) },
    twitter: { card: images ? "summary_large_image" : "summary", title: head.title, ...(head.description ? { description: head.description } : {}) },
  };
}

/**
 * /[slug], in this order (docs/landing-pages.md, "Serving"): site pages (/about, /faq...) are
 * static routes and always win; then a published landing page with that slug; then the short
 * entry — a funnel name or alias opens its first step, a step id of the default funnel opens
 * that step there; anything else is a 404. A landing page reads nothing of the request (it stays
 * prerendered); its start buttons take the visitor's query along in the browser.
 */
export default async function ShortQuizEntry({ params, searchParams }: PageProps<"/[locale]/[quizName]">) {
  const locale = await resolvePageLocale(params);
  const { quizName } = await params;
  const db = await getDb();
  const landing = await loadPublishedLandingPage(db, quizName);
  if (landing) {
    const words = await landingWords(locale);
    const prices = await teaserPrices(db, landing, locale, words.fromPerDay);
    return (
      <LandingFrame theme={landing.theme ?? defaultLandingTheme} locale={locale} words={words.frame}>
        <LandingPageView page={landing} locale={locale} startHref={localizePath(landing.startTarget, locale)} prices={prices} />
      </LandingFrame>
    );
  }
  const target = await resolveShortEntry(db, quizName);
  if (!target) notFound();
  redirect(withQuery(localizePath(target, locale), toSearchQuery(await searchParams)));
}
