import { resolvePageLocale } from "@/i18n/page-locale";
import { QuizStepRoute } from "../../../../_quiz/quiz-step-route";
import { toSearchQuery } from "../../../../_quiz/search-query";

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
