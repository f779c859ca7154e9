import { getTranslations } from "next-intl/server";
import type { StepOf } from "@/features/quiz/domain/funnel-definition";
import { pickText } from "@/features/quiz/domain/localized-text";
import { ContinueButton } from "./continue-button";
import { QuizImage } from "./quiz-image";

/** Interstitials: a statement with a picture, social proof with a figure and a quote, or a chart. */
export async function InfoStep({ step, locale }: { step: StepOf<"info">; locale: string }) {
  const body = step.body ? pickText(step.body, locale) : null;
  return (
    <div className="flex flex-col items-center text-center">
      {step.variant === "statement" && step.image ? (
        <QuizImage
          src={step.image}
          alt={step.imageAlt ? pickText(step.imageAlt, locale) : ""}
          width={480}
          height={320}
          className="w-full max-w-md rounded-3xl"
          sizes="(min-width: 768px) 448px, 100vw"
          loading="eager"
          fetchPriority="high"
        />
      ) : null}
      {step.variant === "socialProof" ? (
        <div className="w-full rounded-3xl bg-primary-light p-6">
          <p className="text-5xl font-extrabold text-primary tabular-nums" dir="ltr">{step.stat}</p>
          {body ? <p className="mt-2 text-fg">{body}</p> : null}
          {step.quote ? (
            <figure className="mt-6 rounded-2xl bg-bg p-4 text-start shadow-sm">
              <p aria-hidden className="text-yellow-500">★★★★★</p>
              <blockquote className="mt-1 text-sm">“{pickText(step.quote, locale)}”</blockquote>
              {step.quoteAuthor ? <figcaption className="mt-2 text-xs font-semibold text-muted">{step.quoteAuthor}</figcaption> : null}
            </figure>
          ) : null}
        </div>
      ) : null}
      {step.variant === "chart" ? <ReboundChart label={step.imageAlt ? pickText(step.imageAlt, locale) : ""} /> : null}
      {body && step.variant !== "socialProof" ? <p className="mt-6 max-w-md text-lg text-pretty">{body}</p> : null}
      <div className="w-full">
        <ContinueButton />
      </div>
    </div>
  );
}

/** Steady plan versus crash-diet rebound, drawn as SVG (mirrors nothing: time runs left to right). */
async function ReboundChart({ label }: { label: string }) {
  const t = await getTranslations("quiz.chart");
  return (
    <figure className="w-full max-w-md rounded-3xl bg-surface p-4" data-testid="quiz-chart">
      <svg viewBox="0 0 320 180" role="img" aria-label={label} className="w-full" direction="ltr">
        <line x1="20" y1="160" x2="310" y2="160" stroke="var(--pw-border)" strokeWidth="2" />
        <path d="M20 40 C 80 50, 120 120, 160 130 S 260 120, 300 60" fill="none" stroke="var(--pw-danger)" strokeWidth="4" strokeDasharray="8 6" strokeLinecap="round" />
        <path d="M20 40 C 90 60, 150 100, 200 115 S 280 128, 300 130" fill="none" stroke="var(--pw-primary)" strokeWidth="5" strokeLinecap="round" />
        <circle cx="300" cy="130" r="7" fill="var(--pw-primary)" />
      </svg>
      <figcaption className="mt-2 flex justify-center gap-6 text-sm">
        <span className="flex items-center gap-2"><span aria-hidden className="h-1.5 w-6 rounded bg-primary" />{t("steady")}</span>
        <span className="flex items-center gap-2"><span aria-hidden className="h-1.5 w-6 rounded bg-danger" />{t("crash")}</span>
      </figcaption>
    </figure>
  );
}
