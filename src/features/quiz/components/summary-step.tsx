import { getFormatter, getTranslations } from "next-intl/server";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import type { QuizProfile } from "@/features/quiz/domain/profile";
import { summaryFigures } from "@/features/quiz/domain/summary-figures";
import { summaryInput } from "@/features/quiz/domain/summary-input";
import { lbFromKg, roundTo } from "@/features/quiz/domain/units";
import { ContinueButton } from "./continue-button";
import { WeightCurve } from "./weight-curve";

/** The personalised summary: BMI with its band, daily calories, goal date and weight curve. */
export async function SummaryStep(props: { definition: FunnelDefinition; profile: QuizProfile; today: string }) {
  const t = await getTranslations("quiz.summary");
  const format = await getFormatter();
  const input = summaryInput(props.definition, props.profile, props.today);
  if (!input) {
    return (
      <div>
        <p className="rounded-2xl bg-surface p-4 text-center text-muted">{t("missing")}</p>
        <ContinueButton label={t("getPlan")} />
      </div>
    );
  }
  const figures = summaryFigures(input);
  const imperial = props.profile.units === "imperial";
  // Isolated left-to-right, so "72 kg" stays whole inside right-to-left sentences.
  const weight = (kg: number) =>
    `\u2066${imperial ? `${roundTo(lbFromKg(kg), 0)} lb` : `${format.number(kg, { maximumFractionDigits: 1 })} kg`}\u2069`;
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { day: "numeric", month: "long", year: "numeric" });
  const bandPosition = Math.min(100, Math.max(0, ((figures.bmi - 15) / (40 - 15)) * 100));
  return (
    <div className="flex flex-col gap-4" data-testid="quiz-summary">
      <section className="rounded-3xl bg-surface p-5">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="font-semibold">{t("bmi")}</h2>
          <p className="text-3xl font-extrabold tabular-nums" data-testid="quiz-bmi">{format.number(figures.bmi, { maximumFractionDigits: 1 })}</p>
        </div>
        <div className="relative mt-3 h-3 rounded-full bg-gradient-to-r from-sky-400 via-emerald-400 via-40% to-rose-500 rtl:bg-gradient-to-l" aria-hidden>
          <span className="absolute top-1/2 size-5 -translate-y-1/2 rounded-full border-4 border-bg bg-fg shadow rtl:translate-x-1/2 ltr:-translate-x-1/2" style={{ insetInlineStart: `${bandPosition}%` }} />
        </div>
        <p className="mt-2 text-sm font-semibold" data-testid="quiz-bmi-band">{t(`bands.${figures.bmiBand}`)}</p>
        <p className="mt-1 text-xs text-muted">{t("idealRange", { min: weight(figures.idealWeight.minKg), max: weight(figures.idealWeight.maxKg) })}</p>
      </section>
      <section className="rounded-3xl bg-surface p-5">
        <h2 className="font-semibold">{t("calories")}</h2>
        <p className="mt-1 text-3xl font-extrabold text-primary tabular-nums" data-testid="quiz-calories">
          <span dir="ltr">{t("kcal", { value: format.number(figures.dailyCaloriesKcal) })}</span>
        </p>
      </section>
      <section className="rounded-3xl bg-surface p-5">
        <h2 className="font-semibold">{t("goalDate", { weight: weight(input.targetWeightKg) })}</h2>
        <p className="mt-1 text-2xl font-extrabold" data-testid="quiz-goal-date">{date(figures.goalDate)}</p>
        <WeightCurve
          points={figures.curve.map((p) => ({ label: date(p.date), value: p.weightKg, text: weight(p.weightKg) }))}
          label={t("curveLabel", { start: weight(input.weightKg), target: weight(input.targetWeightKg), date: date(figures.goalDate) })}
          startLabel={t("today")}
          endLabel={t("goal")}
        />
      </section>
      <p className="text-xs text-muted">{t("disclaimer")}</p>
      <ContinueButton label={t("getPlan")} />
    </div>
  );
}
