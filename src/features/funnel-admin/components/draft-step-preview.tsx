import { MultiChoiceStep, SingleChoiceStep } from "@/features/quiz/components/choice-steps";
import { InfoStep } from "@/features/quiz/components/info-step";
import { AgeStep, EmailStep, TextStep } from "@/features/quiz/components/input-steps";
import { LoaderStep } from "@/features/quiz/components/loader-step";
import { NumberStep } from "@/features/quiz/components/number-step";
import { StepForm } from "@/features/quiz/components/step-form";
import { StepHeader } from "@/features/quiz/components/step-header";
import { StepTitle } from "@/features/quiz/components/step-title";
import { SummaryStep } from "@/features/quiz/components/summary-step";
import type { FunnelStep } from "@/features/quiz/domain/funnel-definition";
import { pickText } from "@/features/quiz/domain/localized-text";
import type { QuizStepView } from "@/features/quiz/domain/quiz-step-view";

/**
 * A draft step drawn with the quiz's own step components, as a new visitor meets it, but
 * without the quiz's browser side (no analytics events, no return address, no saved answers):
 * a preview must not count as a visit (docs/funnel-admin.md, "Preview").
 */
export function DraftStepPreview({ view, locale, action, today }: { view: QuizStepView; locale: string; action: (formData: FormData) => Promise<void>; today: string }) {
  const { step } = view;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 pb-6" data-testid="quiz-step" data-step={step.id} data-type={step.type}>
      <StepHeader position={view.position} backHref={null} />
      <StepTitle title={pickText(step.title, locale)} subtitle={step.subtitle ? pickText(step.subtitle, locale) : undefined} />
      <StepForm action={action}>
        <Body step={step} view={view} locale={locale} today={today} />
      </StepForm>
    </div>
  );
}

function Body({ step, view, locale, today }: { step: FunnelStep; view: QuizStepView; locale: string; today: string }) {
  const described = { errorId: `preview-error-${step.id}`, hasError: false };
  switch (step.type) {
    case "single":
      return <SingleChoiceStep step={step} locale={locale} value={undefined} />;
    case "multi":
      return <MultiChoiceStep step={step} locale={locale} value={undefined} />;
    case "number":
      return <NumberStep step={step} locale={locale} value={undefined} units="metric" unitHref={() => "#"} {...described} />;
    case "age":
      return <AgeStep step={step} value={undefined} {...described} />;
    case "text":
      return <TextStep step={step} locale={locale} value={undefined} {...described} />;
    case "email":
      return <EmailStep step={step} locale={locale} value={undefined} showConsent {...described} />;
    case "info":
      return <InfoStep step={step} locale={locale} />;
    case "loader":
      return <LoaderStep step={step} locale={locale} />;
    case "summary":
      return <SummaryStep definition={view.definition} profile={view.profile} today={today} />;
  }
}
