import { notFound, redirect } from "next/navigation";
import { withQuery } from "@/features/quiz/domain/quiz-paths";
import { resolveShortEntry } from "@/features/quiz/server/resolve-quiz-entry";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { toSearchQuery } from "../_quiz/search-query";

/**
 * /[step]: the short entry. A funnel name or alias opens its first step; a step id of the
 * default funnel opens that step there; anything else is a 404. Site pages (/about, /faq...)
 * are static routes and always win over this one.
 */
export default async function ShortQuizEntry({ params, searchParams }: PageProps<"/[locale]/[quizName]">) {
  const locale = await resolvePageLocale(params);
  const { quizName } = await params;
  const target = await resolveShortEntry(await getDb(), quizName);
  if (!target) notFound();
  redirect(withQuery(localizePath(target, locale), toSearchQuery(await searchParams)));
}
