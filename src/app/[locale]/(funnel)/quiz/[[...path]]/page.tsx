import { notFound, redirect } from "next/navigation";
import { planEntryRedirect } from "@/features/quiz/server/first-step-entry";
import { readQuizRequest } from "@/features/quiz/server/quiz-request";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { toSearchQuery } from "../../_quiz/search-query";

/**
 * /quiz, /quiz/[funnel], /quiz/[funnel]/[step]: the default entry. It picks the funnel by the
 * experiment's quiz_page instruction and the redirect rules (docs/quiz.md), else the default
 * funnel, and redirects there with the query kept.
 */
export default async function QuizEntry({
  params,
  searchParams,
}: PageProps<"/[locale]/quiz/[[...path]]">) {
  const locale = await resolvePageLocale(params);
  const { path = [] } = await params;
  const query = toSearchQuery(await searchParams);
  const db = await getDb();
  const { sessionTokenHash } = await readQuizRequest();
  const pathname = `/quiz/${path.join("/")}`.replace(/\/$/, "");
  const target = await planEntryRedirect(db, { pathname, query, sessionTokenHash });
  if (!target) notFound();
  redirect(localizePath(target, locale));
}
