import { getTranslations } from "next-intl/server";
import { describeAnswer } from "@/features/quiz/domain/answers";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import { pickText } from "@/features/quiz/domain/localized-text";
import type { QuizSession } from "@/features/quiz/domain/quiz-step-view";
import { buttonStyles } from "@/ui/button";

/**
 * Stands in for the final page (offer and checkout come later): clearly marked, it shows the
 * funnel, the answers and the experiment instructions the visitor received.
 */
export async function QuizFinalPlaceholder(props: {
  definition: FunnelDefinition;
  session: QuizSession | null;
  locale: string;
  restartHref: string;
}) {
  const t = await getTranslations("quiz.final");
  const answers = props.session?.answers ?? {};
  const instructions = Object.entries(props.session?.instructions ?? {});
  const answered = props.definition.steps.filter((step) => answers[step.id] !== undefined && answers[step.id] !== true);
  return (
    <section className="mx-auto max-w-xl py-10" data-testid="quiz-final-placeholder">
      <p className="inline-block rounded-full border-2 border-dashed border-warning px-3 py-1 text-xs font-bold tracking-wide text-warning uppercase">
        {t("badge")}
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("text")}</p>
      <dl className="mt-6 rounded-2xl bg-surface p-4 text-sm">
        <dt className="font-semibold">{t("funnel")}</dt>
        <dd className="mt-1" dir="ltr" data-testid="quiz-final-funnel">{props.definition.name}</dd>
      </dl>
      <h2 className="mt-6 font-semibold">{t("instructions")}</h2>
      {instructions.length ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-surface p-4 text-sm" dir="ltr" data-testid="quiz-final-instructions">
          {instructions.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-mono">{key}</dt>
              <dd className="font-mono break-all">{JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted" data-testid="quiz-final-instructions">{t("none")}</p>
      )}
      <h2 className="mt-6 font-semibold">{t("answers")}</h2>
      <dl className="mt-2 divide-y divide-line rounded-2xl bg-surface px-4 text-sm" data-testid="quiz-final-answers">
        {answered.map((step) => (
          <div key={step.id} className="py-2">
            <dt className="text-muted">{pickText(step.title, props.locale)}</dt>
            <dd className="font-semibold">{describeAnswer(step, answers[step.id]!, props.locale)}</dd>
          </div>
        ))}
      </dl>
      <a href={props.restartHref} className={buttonStyles({ kind: "secondary", size: "medium", className: "mt-8" })}>
        {t("restart")}
      </a>
    </section>
  );
}
