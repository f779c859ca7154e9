import { SitePage } from "@/features/site/components/site-page";
import { QuizStepScreen } from "@/features/quiz/components/quiz-step-screen";
import { unitParam } from "@/features/quiz/domain/quiz-cookies";
import { quizStepPath, withQuery, type QuizRoute } from "@/features/quiz/domain/quiz-paths";
import type { QuizStepView } from "@/features/quiz/domain/quiz-step-view";
import type { UnitSystem } from "@/features/quiz/domain/units";
import { submitStepAction } from "@/features/quiz/server/submit-step-action";
import { localizePath, type Locale } from "@/i18n/locales";
import { themeNames, type ThemeName } from "@/ui/themes/themes";

/**
 * A quiz step's page around the step screen, shared by the per-request route and the
 * prerendered first step. `query` is the address's query (without the error parameter); a
 * prerendered step has none and asks the browser for it (`queryFromForm`, docs/quiz.md).
 */
export function QuizStepShell(props: {
  view: QuizStepView;
  locale: Locale;
  route: QuizRoute;
  stepId: string;
  query: URLSearchParams;
  queryFromForm: boolean;
  units: UnitSystem;
  showConsent: boolean;
  today: string;
  errorCode?: string;
}) {
  const { view, locale, route, stepId, query } = props;
  const path = localizePath(quizStepPath(route, stepId), locale);
  const previous = view.position.previousId;
  const unitHref = (system: UnitSystem) => {
    const next = new URLSearchParams(query);
    next.set(unitParam, system);
    return withQuery(path, next);
  };
  const theme = (themeNames as readonly string[]).includes(view.theme) ? (view.theme as ThemeName) : undefined;
  const target = { locale, route, stepId, query: query.toString(), ...(props.queryFromForm ? { queryFromForm: true as const } : {}) };
  return (
    <SitePage theme={theme} isStart={view.isFirst} withFooter={false} isWithLoader={view.isFirst} headerProps={{ inFunnel: true }}>
      <QuizStepScreen
        view={view}
        locale={locale}
        action={submitStepAction.bind(null, target)}
        path={path}
        backHref={previous ? withQuery(localizePath(quizStepPath(route, previous), locale), query) : null}
        errorCode={props.errorCode}
        units={props.units}
        unitHref={unitHref}
        showConsent={props.showConsent}
        today={props.today}
        addressQueryField={props.queryFromForm}
      />
    </SitePage>
  );
}
