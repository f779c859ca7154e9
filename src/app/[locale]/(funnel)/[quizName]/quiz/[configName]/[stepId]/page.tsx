import type { Metadata } from "next";
import { resolvePageLocale } from "@/i18n/page-locale";
import { quizStepMetadata } from "../../../../_quiz/quiz-step-metadata";
import { QuizStepRoute } from "../../../../_quiz/quiz-step-route";
import { toSearchQuery } from "../../../../_quiz/search-query";

export async function generateMetadata({ params }: PageProps<"/[locale]/[quizName]/quiz/[configName]/[stepId]">): Promise<Metadata> {
  const { locale, quizName, stepId } = await params;
  return quizStepMetadata(locale, quizName, stepId);
}

/** /[quizName]/quiz/[configName]/[stepId]: a named configuration (theme, step order) of a funnel. */
export default async function ConfigQuizStepPage({
  params,
  searchParams,
}: PageProps<"/[locale]/[quizName]/quiz/[configName]/[stepId]">) {
  const locale = await resolvePageLocale(params);
  const { quizName, configName, stepId } = await params;
  const query = toSearchQuery(await searchParams);
  return <QuizStepRoute locale={locale} route={{ shape: "config", quizName, configName }} stepId={stepId} query={query} />;
}
