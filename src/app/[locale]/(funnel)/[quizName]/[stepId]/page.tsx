import { resolvePageLocale } from "@/i18n/page-locale";
import { QuizStepRoute } from "../../_quiz/quiz-step-route";
import { toSearchQuery } from "../../_quiz/search-query";

/** /[quizName]/[stepId]: a quiz step (unknown funnel or step → 404). */
export default async function QuizStepPage({ params, searchParams }: PageProps<"/[locale]/[quizName]/[stepId]">) {
  const locale = await resolvePageLocale(params);
  const { quizName, stepId } = await params;
  const query = toSearchQuery(await searchParams);
  return <QuizStepRoute locale={locale} route={{ shape: "standard", quizName }} stepId={stepId} query={query} />;
}
