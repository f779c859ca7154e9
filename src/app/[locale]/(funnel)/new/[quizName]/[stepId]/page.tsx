import type { Metadata } from "next";
import { resolvePageLocale } from "@/i18n/page-locale";
import { quizStepMetadata } from "../../../_quiz/quiz-step-metadata";
import { QuizStepRoute } from "../../../_quiz/quiz-step-route";
import { toSearchQuery } from "../../../_quiz/search-query";

export async function generateMetadata({ params }: PageProps<"/[locale]/new/[quizName]/[stepId]">): Promise<Metadata> {
  const { locale, quizName, stepId } = await params;
  return quizStepMetadata(locale, quizName, stepId);
}

/** /new/[quizName]/[stepId]: the same funnel under the "new" address shape. */
export default async function NewQuizStepPage({ params, searchParams }: PageProps<"/[locale]/new/[quizName]/[stepId]">) {
  const locale = await resolvePageLocale(params);
  const { quizName, stepId } = await params;
  const query = toSearchQuery(await searchParams);
  return <QuizStepRoute locale={locale} route={{ shape: "new", quizName }} stepId={stepId} query={query} />;
}
