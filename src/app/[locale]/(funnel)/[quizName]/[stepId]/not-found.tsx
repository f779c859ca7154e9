import { getTranslations } from "next-intl/server";
import { QuizStepNotFound } from "@/features/quiz/components/quiz-step-not-found";

/**
 * An unknown funnel or step: back to the last quiz address, else the quiz entry. Only the three
 * translated strings travel with every step response; the view renders on a 404 alone.
 */
export default async function QuizStepMissing() {
  const t = await getTranslations("quiz.notFound");
  return <QuizStepNotFound title={t("title")} text={t("text")} restart={t("restart")} />;
}
