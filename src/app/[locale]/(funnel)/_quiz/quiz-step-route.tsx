import { notFound } from "next/navigation";
import type { UnitSystem } from "@/features/quiz/domain/units";
import { answerErrorParam, unitParam } from "@/features/quiz/domain/quiz-cookies";
import type { QuizRoute } from "@/features/quiz/domain/quiz-paths";
import { compactFunnelSwitchOn } from "@/features/quiz/server/compact-switch";
import { loadQuizStep } from "@/features/quiz/server/load-quiz-step";
import { readQuizRequest } from "@/features/quiz/server/quiz-request";
import type { Locale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { QuizStepShell } from "./quiz-step-shell";

/**
 * Shared by every quiz route shape, rendered per request: loads the step with the visitor's
 * answers and renders it; unknown → 404. A render only reads (the quiz_session cookie's
 * answers); saving happens in the step's action. A first step's experiment and redirect-rule
 * decision was made by the proxy before this runs, and a first step without answers is served
 * prerendered instead (static-quiz-step-route.tsx).
 */
export async function QuizStepRoute(props: {
  locale: Locale;
  route: QuizRoute;
  stepId: string;
  query: URLSearchParams;
}) {
  const { locale, route, stepId } = props;
  const request = await readQuizRequest();
  const db = await getDb();
  const view = await loadQuizStep(db, {
    route,
    stepId,
    sessionTokenHash: request.sessionTokenHash,
    country: request.country,
    locale,
    compactSwitchOn: compactFunnelSwitchOn(),
    attribution: request.attribution,
  });
  if (!view) notFound();
  const query = new URLSearchParams(props.query);
  const errorCode = query.get(answerErrorParam) ?? undefined;
  query.delete(answerErrorParam);
  const stored = view.session?.answers[stepId];
  const storedUnit =
    typeof stored === "object" && stored !== null && "unit" in stored ? stored.unit : undefined;
  const requested = query.get(unitParam);
  const units: UnitSystem =
    requested === "imperial" || requested === "metric"
      ? requested
      : storedUnit
        ? storedUnit === "cm" || storedUnit === "kg"
          ? "metric"
          : "imperial"
        : (view.profile.units ?? (request.imperial ? "imperial" : "metric"));
  return (
    <QuizStepShell
      view={view}
      locale={locale}
      route={route}
      stepId={stepId}
      query={query}
      queryFromForm={false}
      units={units}
      showConsent={request.separateEmailConsent}
      today={new Date().toISOString().slice(0, 10)}
      errorCode={errorCode}
    />
  );
}
