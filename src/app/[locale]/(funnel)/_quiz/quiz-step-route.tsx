import { notFound } from "next/navigation";
import { SitePage } from "@/features/site/components/site-page";
import { QuizStepScreen } from "@/features/quiz/components/quiz-step-screen";
import type { UnitSystem } from "@/features/quiz/components/number-step";
import { answerErrorParam, unitParam } from "@/features/quiz/domain/quiz-cookies";
import { quizStepPath, withQuery, type QuizRoute } from "@/features/quiz/domain/quiz-paths";
import { compactFunnelSwitchOn } from "@/features/quiz/server/compact-switch";
import { loadQuizStep } from "@/features/quiz/server/load-quiz-step";
import { readQuizRequest } from "@/features/quiz/server/quiz-request";
import { submitStepAction } from "@/features/quiz/server/submit-step-action";
import { localizePath, type Locale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { themeNames, type ThemeName } from "@/ui/themes/themes";

/**
 * Shared by every quiz route shape: loads the step and renders it; unknown → 404. A render
 * only reads (the quiz_session cookie's answers); saving happens in the step's action. A first
 * step's experiment and redirect-rule decision was made by the proxy before this runs.
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
  const path = localizePath(quizStepPath(route, stepId), locale);
  const previous = view.position.previousId;
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
  const unitHref = (system: UnitSystem) => {
    const next = new URLSearchParams(query);
    next.set(unitParam, system);
    return withQuery(path, next);
  };
  const theme = (themeNames as readonly string[]).includes(view.theme)
    ? (view.theme as ThemeName)
    : undefined;
  return (
    <SitePage
      theme={theme}
      isStart={view.isFirst}
      withFooter={false}
      isWithLoader={view.isFirst}
      headerProps={{ inFunnel: true }}
    >
      <QuizStepScreen
        view={view}
        locale={locale}
        action={submitStepAction.bind(null, { locale, route, stepId, query: query.toString() })}
        path={path}
        backHref={
          previous ? withQuery(localizePath(quizStepPath(route, previous), locale), query) : null
        }
        errorCode={errorCode}
        units={units}
        unitHref={unitHref}
        showConsent={request.separateEmailConsent}
        today={new Date().toISOString().slice(0, 10)}
      />
    </SitePage>
  );
}
