import { notFound } from "next/navigation";
import type { QuizVariant } from "@/features/quiz/domain/quiz-variant";
import { loadQuizStep } from "@/features/quiz/server/load-quiz-step";
import type { Locale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { QuizStepShell } from "./quiz-step-shell";

/**
 * A funnel's first step for a visitor with no answers yet, prerendered per funnel version ×
 * locale × variant (docs/quiz.md, "Prerendered first steps"). It reads nothing of the request:
 * the proxy only sends a visitor here when the page would look the same for them (no answers,
 * no unit or error in the address, not an e-mail or summary step) and chose the variant.
 */
export async function StaticQuizStepRoute(props: { locale: Locale; quizName: string; stepId: string; variant: QuizVariant }) {
  const { locale, quizName, stepId, variant } = props;
  const route = { shape: "standard", quizName } as const;
  const view = await loadQuizStep(await getDb(), {
    route,
    stepId,
    sessionTokenHash: null,
    locale,
    compactSwitchOn: false,
    attribution: {},
    layout: variant.layout,
  });
  if (!view || !view.isFirst) notFound();
  return (
    <QuizStepShell
      view={view}
      locale={locale}
      route={route}
      stepId={stepId}
      query={new URLSearchParams()}
      queryFromForm
      units={variant.units}
      showConsent={false}
      today=""
    />
  );
}
