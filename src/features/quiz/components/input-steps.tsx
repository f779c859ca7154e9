import { getTranslations } from "next-intl/server";
import type { AnswerValue } from "@/features/quiz/domain/answers";
import type { StepOf } from "@/features/quiz/domain/funnel-definition";
import { pickText } from "@/features/quiz/domain/localized-text";
import { ContinueButton } from "./continue-button";

const inputClass =
  "w-full rounded-2xl border-2 border-line bg-surface px-4 py-4 text-lg outline-none focus:border-primary";

type Described = { errorId: string; hasError: boolean };
function describedBy({ errorId, hasError }: Described) {
  return hasError ? { "aria-invalid": true, "aria-describedby": errorId } : {};
}

/** Age in years, or a birth date. */
export async function AgeStep(props: { step: StepOf<"age">; value: AnswerValue | undefined } & Described) {
  const t = await getTranslations("quiz.age");
  const saved = typeof props.value === "object" && props.value !== null && "age" in props.value ? props.value : undefined;
  return (
    <div>
      {props.step.mode === "birthDate" ? (
        <label className="block">
          <span className="mb-2 block text-sm font-semibold">{t("birthDate")}</span>
          <input type="date" name="birthDate" defaultValue={saved?.birthDate} className={inputClass} data-testid="quiz-input-birthDate" {...describedBy(props)} />
        </label>
      ) : (
        <label className="relative block" dir="ltr">
          <span className="sr-only">{t("label")}</span>
          <input
            name="value"
            inputMode="numeric"
            defaultValue={saved?.age}
            min={props.step.min}
            max={props.step.max}
            className={`${inputClass} pe-20 text-center text-3xl font-bold`}
            data-testid="quiz-input-value"
            {...describedBy(props)}
          />
          <span aria-hidden className="absolute end-4 top-1/2 -translate-y-1/2 text-muted">{t("years")}</span>
        </label>
      )}
      <ContinueButton />
    </div>
  );
}

/** A short free text (e.g. the first name). */
export async function TextStep(props: { step: StepOf<"text">; locale: string; value: AnswerValue | undefined } & Described) {
  return (
    <div>
      <input
        name="value"
        maxLength={props.step.maxLength}
        autoComplete={props.step.field === "name" ? "given-name" : "off"}
        defaultValue={typeof props.value === "string" ? props.value : undefined}
        placeholder={props.step.placeholder ? pickText(props.step.placeholder, props.locale) : undefined}
        aria-label={pickText(props.step.title, props.locale)}
        className={inputClass}
        data-testid="quiz-input-value"
        {...describedBy(props)}
      />
      <ContinueButton />
    </div>
  );
}

/**
 * E-mail capture. Where the country asks for a separate e-mail subscription, marketing consent
 * is its own unticked checkbox; elsewhere no checkbox is shown.
 */
export async function EmailStep(
  props: { step: StepOf<"email">; locale: string; value: AnswerValue | undefined; showConsent: boolean } & Described,
) {
  const t = await getTranslations("quiz.email");
  const saved = typeof props.value === "object" && props.value !== null && "email" in props.value ? props.value : undefined;
  return (
    <div>
      <label className="block">
        <span className="sr-only">{t("label")}</span>
        <input
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          defaultValue={saved?.email}
          placeholder={props.step.placeholder ? pickText(props.step.placeholder, props.locale) : undefined}
          className={`${inputClass} text-start`}
          data-testid="quiz-input-email"
          {...describedBy(props)}
        />
      </label>
      {props.showConsent ? (
        <label className="mt-4 flex items-start gap-3 text-sm" data-testid="quiz-consent">
          <input type="checkbox" name="consent" defaultChecked={saved?.consent} className="mt-0.5 size-5 shrink-0 accent-[var(--pw-primary)]" />
          <span>{pickText(props.step.consentLabel, props.locale)}</span>
        </label>
      ) : null}
      {props.step.privacyNote ? (
        <p className="mt-4 flex items-center justify-center gap-2 text-center text-xs text-muted">
          <span aria-hidden>🔒</span>
          {pickText(props.step.privacyNote, props.locale)}
        </p>
      ) : null}
      <ContinueButton />
    </div>
  );
}
