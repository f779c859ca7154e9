import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { LandingPageView } from "@/features/landing-pages/components/landing-page-view";
import { landingText } from "@/features/landing-pages/domain/landing-page";
import { loadPublishedLandingPage } from "@/features/landing-pages/server/landing-page-store";
import { withQuery } from "@/features/quiz/domain/quiz-paths";
import { resolveShortEntry } from "@/features/quiz/server/resolve-quiz-entry";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { toSearchQuery } from "../_quiz/search-query";

export async function generateMetadata({ params }: PageProps<"/[locale]/[quizName]">): Promise<Metadata> {
  const { locale, quizName } = await params;
  const landing = await loadPublishedLandingPage(await getDb(), quizName);
  return landing ? { title: landingText(landing.title, locale) } : {};
}

/**
 * /[slug], in this order (docs/landing-pages.md, "Serving"): site pages (/about, /faq...) are
 * static routes and always win; then a published landing page with that slug; then the short
 * entry — a funnel name or alias opens its first step, a step id of the default funnel opens
 * that step there; anything else is a 404.
 */
export default async function ShortQuizEntry({ params, searchParams }: PageProps<"/[locale]/[quizName]">) {
  const locale = await resolvePageLocale(params);
  const { quizName } = await params;
  const db = await getDb();
  const landing = await loadPublishedLandingPage(db, quizName);
  if (landing) return <LandingPageView page={landing} locale={locale} startHref={localizePath(landing.startTarget, locale)} />;
  const target = await resolveShortEntry(db, quizName);
  if (!target) notFound();
  redirect(withQuery(localizePath(target, locale), toSearchQuery(await searchParams)));
}
