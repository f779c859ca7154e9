import type { Metadata } from "next";
import { resolvePageLocale } from "@/i18n/page-locale";
import { quizStepMetadata } from "../../_quiz/quiz-step-metadata";
import { QuizStepRoute } from "../../_quiz/quiz-step-route";
import { toSearchQuery } from "../../_quiz/search-query";

export async function generateMetadata({ params }: PageProps<"/[locale]/[quizName]/[stepId]">): Promise<Metadata> {
  const { locale, quizName, stepId } = await params;
  return quizStepMetadata(locale, quizName, stepId);
}

/** /[quizName]/[stepId]: a quiz step (unknown funnel or step → 404). */
export default async function QuizStepPage({ params, searchParams }: PageProps<"/[locale]/[quizName]/[stepId]">) {
  const locale = await resolvePageLocale(params);
  const { quizName, stepId } = await params;
  const query = toSearchQuery(await searchParams);
  return <QuizStepRoute locale={locale} route={{ shape: "standard", quizName }} stepId={stepId} query={query} />;
}
