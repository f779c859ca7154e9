import { getTranslations } from "next-intl/server";
import type { AnswerValue } from "@/features/quiz/domain/answers";
import type { StepOf, StepOption } from "@/features/quiz/domain/funnel-definition";
import { pickText } from "@/features/quiz/domain/localized-text";
import { cn } from "@/lib/cn";
import { ContinueButton } from "./continue-button";
import { QuizImage } from "./quiz-image";
import { NoneOfTheAbove } from "./none-of-the-above";

const optionBase =
  "group flex w-full items-center gap-3 rounded-2xl border-2 bg-surface px-4 py-3 text-start font-semibold transition-[border-color,background-color,transform] hover:border-primary active:scale-[0.99] min-h-16";

/**
 * Single choice: each option is a submit button carrying its value, so one tap answers and
 * moves on. Image options show a 2-column grid of pictures with the label as alt text.
 */
export function SingleChoiceStep({ step, locale, value }: { step: StepOf<"single">; locale: string; value: AnswerValue | undefined }) {
  if (step.display === "image") {
    return (
      <div className={cn("grid gap-3", step.options.length > 2 ? "grid-cols-2" : "grid-cols-2 sm:gap-4")}>
        {step.options.map((option, index) => {
          const label = pickText(option.label, locale);
          // The first row is above the fold and holds the page's largest paint: fetch it first.
          const firstRow = index < 2;
          return (
            <button
              key={option.value}
              type="submit"
              name="value"
              value={option.value}
              data-testid={`quiz-option-${option.value}`}
              aria-pressed={value === option.value}
              className={cn(
                "group flex flex-col overflow-hidden rounded-2xl border-2 bg-surface text-center font-semibold transition hover:border-primary active:scale-[0.99]",
                value === option.value ? "border-primary" : "border-line",
              )}
            >
              {option.image ? (
                <QuizImage
                  src={option.image}
                  // Decorative: the button's own text already names the option.
                  alt=""
                  width={320}
                  height={320}
                  className="aspect-square w-full object-cover"
                  sizes="(min-width: 768px) 360px, 50vw"
                  loading={firstRow ? "eager" : "lazy"}
                  fetchPriority={firstRow ? "high" : "auto"}
                />
              ) : null}
              <span className="flex min-h-12 w-full items-center justify-center gap-2 bg-primary px-3 py-2 text-on-primary">
                {label}
                <span aria-hidden className="inline-block rtl:-scale-x-100">›</span>
              </span>
            </button>
          );
        })}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {step.options.map((option) => (
        <button
          key={option.value}
          type="submit"
          name="value"
          value={option.value}
          data-testid={`quiz-option-${option.value}`}
          aria-pressed={value === option.value}
          className={cn(optionBase, value === option.value ? "border-primary bg-primary-light" : "border-line")}
        >
          <OptionContent option={option} locale={locale} />
        </button>
      ))}
    </div>
  );
}

function OptionContent({ option, locale }: { option: StepOption; locale: string }) {
  return (
    <>
      {option.emoji ? (
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-bg text-2xl">
          {option.emoji}
        </span>
      ) : null}
      <span className="flex-1">{pickText(option.label, locale)}</span>
    </>
  );
}

/** Multi choice: checkboxes; "none of the above" clears the others (server and browser agree). */
export async function MultiChoiceStep({ step, locale, value }: { step: StepOf<"multi">; locale: string; value: AnswerValue | undefined }) {
  const t = await getTranslations("quiz");
  const chosen = new Set(Array.isArray(value) ? value : []);
  const all = step.noneOption ? [...step.options, step.noneOption] : step.options;
  return (
    <fieldset>
      <legend className="sr-only">{t("selectAll")}</legend>
      <div className="flex flex-col gap-3" data-none={step.noneOption?.value}>
        {all.map((option) => (
          <label
            key={option.value}
            data-testid={`quiz-option-${option.value}`}
            className={cn(optionBase, "cursor-pointer border-line has-[:checked]:border-primary has-[:checked]:bg-primary-light")}
          >
            <OptionContent option={option} locale={locale} />
            <input
              type="checkbox"
              name="values"
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              className="size-5 shrink-0 accent-[var(--pw-primary)]"
            />
          </label>
        ))}
      </div>
      {step.noneOption ? <NoneOfTheAbove noneValue={step.noneOption.value} /> : null}
      <ContinueButton />
    </fieldset>
  );
}
