import type { FunnelStep } from "@/features/quiz/domain/funnel-definition";
import { pickText } from "@/features/quiz/domain/localized-text";
import { addressQueryFieldName } from "@/features/quiz/domain/quiz-cookies";
import type { QuizStepView } from "@/features/quiz/domain/quiz-step-view";
import { AgeStep, EmailStep, TextStep } from "./input-steps";
import { FieldError } from "./field-error";
import { InfoStep } from "./info-step";
import { LoaderStep } from "./loader-step";
import { MultiChoiceStep, SingleChoiceStep } from "./choice-steps";
import { NumberStep, type UnitSystem } from "./number-step";
import { QuizBrowserSync } from "./quiz-browser-sync";
import { StepForm } from "./step-form";
import { StepHeader } from "./step-header";
import { StepTitle } from "./step-title";
import { SummaryStep } from "./summary-step";

export type QuizStepScreenProps = {
  view: QuizStepView;
  locale: string;
  action: (formData: FormData) => Promise<void>;
  /** The step's own address (localized, no query). */
  path: string;
  backHref: string | null;
  errorCode?: string;
  units: UnitSystem;
  unitHref: (units: UnitSystem) => string;
  showConsent: boolean;
  today: string;
  /**
   * A prerendered step does not know its address's query: the form carries it in `$query`,
   * filled in by the browser (QuizBrowserSync).
   */
  addressQueryField?: boolean;
};

/** One quiz step: back link, progress, question and the step's form, rendered on the server. */
export async function QuizStepScreen(props: QuizStepScreenProps) {
  const { view, locale } = props;
  const { step } = view;
  const errorId = `quiz-error-${step.id}`;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col pb-6" data-testid="quiz-step" data-step={step.id} data-type={step.type} data-layout={view.layout}>
      <StepHeader position={view.position} backHref={props.backHref} />
      <StepTitle title={pickText(step.title, locale)} subtitle={step.subtitle ? pickText(step.subtitle, locale) : undefined} />
      <StepForm action={props.action}>
        {props.addressQueryField ? <input type="hidden" name={addressQueryFieldName} defaultValue="" /> : null}
        <StepBody {...props} step={step} errorId={errorId} />
        <FieldError code={props.errorCode} id={errorId} />
      </StepForm>
      <QuizBrowserSync
        answers={view.session?.answers ?? {}}
        path={props.path}
        event={{ funnel: view.definition.name, step: step.id, stepType: step.type, stepNumber: view.position.number, layout: view.layout }}
      />
    </div>
  );
}

function StepBody(props: QuizStepScreenProps & { step: FunnelStep; errorId: string }) {
  const { step, locale, view } = props;
  const value = view.session?.answers[step.id];
  const described = { errorId: props.errorId, hasError: Boolean(props.errorCode) };
  switch (step.type) {
    case "single":
      return <SingleChoiceStep step={step} locale={locale} value={value} />;
    case "multi":
      return <MultiChoiceStep step={step} locale={locale} value={value} />;
    case "number":
      return <NumberStep step={step} locale={locale} value={value} units={props.units} unitHref={props.unitHref} {...described} />;
    case "age":
      return <AgeStep step={step} value={value} {...described} />;
    case "text":
      return <TextStep step={step} locale={locale} value={value} {...described} />;
    case "email":
      return <EmailStep step={step} locale={locale} value={value} showConsent={props.showConsent} {...described} />;
    case "info":
      return <InfoStep step={step} locale={locale} />;
    case "loader":
      return <LoaderStep step={step} locale={locale} />;
    case "summary":
      return <SummaryStep definition={view.definition} profile={view.profile} today={props.today} />;
  }
}
