import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { loadPublishedLandingPage } from "@/features/landing-pages/server/landing-page-store";
import { withQuery } from "@/features/quiz/domain/quiz-paths";
import { resolveShortEntry } from "@/features/quiz/server/resolve-quiz-entry";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { landingPageMetadata, renderLandingPage } from "../_landing/landing-page-route";
import { toSearchQuery } from "../_quiz/search-query";

export async function generateMetadata({ params }: PageProps<"/[locale]/[quizName]">): Promise<Metadata> {
  const { locale, quizName } = await params;
  const landing = await loadPublishedLandingPage(await getDb(), quizName);
  return landing ? landingPageMetadata(landing, locale) : {};
}

/**
 * /[slug], in this order (docs/landing-pages.md, "Serving"): site pages (/about, /faq...) are
 * static routes and always win; then a published landing page with that slug (the proxy sends
 * page loads to its prerendered copy, `_v/landing/{slug}/{version}`; this renders it for anything
 * else); then the short entry — a funnel name or alias opens its first step, a step id of the
 * default funnel opens that step there; anything else is a 404.
 */
export default async function ShortQuizEntry({ params, searchParams }: PageProps<"/[locale]/[quizName]">) {
  const locale = await resolvePageLocale(params);
  const { quizName } = await params;
  const db = await getDb();
  const landing = await loadPublishedLandingPage(db, quizName);
  if (landing) return renderLandingPage(db, landing, locale);
  const target = await resolveShortEntry(db, quizName);
  if (!target) notFound();
  redirect(withQuery(localizePath(target, locale), toSearchQuery(await searchParams)));
}
