import { notFound } from "next/navigation";
import { QuizFinalPlaceholder } from "@/features/quiz/components/quiz-final-placeholder";
import { quizStepPath } from "@/features/quiz/domain/quiz-paths";
import { loadQuizFinal } from "@/features/quiz/server/load-quiz-final";
import { readQuizRequest } from "@/features/quiz/server/quiz-request";
import { SitePage } from "@/features/site/components/site-page";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";

/** /[quizName]/final: the placeholder final page, until the offer page exists. */
export default async function QuizFinalPage({ params }: PageProps<"/[locale]/[quizName]/final">) {
  const locale = await resolvePageLocale(params);
  const { quizName } = await params;
  // Answers come only with the visitor's own quiz_session cookie, never by a visitor id.
  const { sessionTokenHash } = await readQuizRequest();
  const final = await loadQuizFinal(await getDb(), { slug: quizName, sessionTokenHash });
  if (!final) notFound();
  const first = final.definition.steps[0]!.id;
  return (
    <SitePage isWithLoader={false}>
      <QuizFinalPlaceholder
        definition={final.definition}
        session={final.session}
        locale={locale}
        restartHref={localizePath(quizStepPath({ shape: "standard", quizName }, first), locale)}
      />
    </SitePage>
  );
}
