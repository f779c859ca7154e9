import { getFormatter } from "next-intl/server";
import type { HeroBlock as HeroBlockContent } from "@/features/final-page/domain/final-page";
import type { HeroFigures } from "@/features/final-page/domain/hero-figures";
import { lbFromKg, roundTo } from "@/features/quiz/domain/units";
import { blockText, type FinalPageTranslate } from "./block-text";

/**
 * The personalised headline: goal weight and date from the quiz summary, and the weight chart.
 * Without a summary (no height or weight answered) the headline names no figures.
 */
export async function HeroBlock(props: {
  block: HeroBlockContent;
  figures: HeroFigures | null;
  imperial: boolean;
  locale: string;
  t: FinalPageTranslate;
}) {
  const { block, figures, t, locale } = props;
  const format = await getFormatter();
  // Isolated left-to-right so "72 kg" stays whole inside right-to-left sentences.
  const weight = (kg: number) =>
    `\u2066${props.imperial ? `${roundTo(lbFromKg(kg), 0)} lb` : `${format.number(kg, { maximumFractionDigits: 1 })} kg`}\u2069`;
  const date = (iso: string) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
  const values = figures
    ? {
        goalWeight: weight(figures.goalKg),
        goalDate: date(figures.goalDate),
        startWeight: weight(figures.startKg),
      }
    : { goalWeight: "", goalDate: "", startWeight: "" };
  const line = figures?.chart
    .map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`)
    .join(" ");
  const first = figures?.chart[0];
  const last = figures?.chart.at(-1);
  return (
    <section className="flex flex-col gap-3 text-center" data-testid="final-hero">
      <h1 className="text-2xl font-extrabold leading-tight">
        {figures ? blockText(t, locale, block.title, values) : t("hero.titleWithoutGoal")}
      </h1>
      {block.subtitle && figures ? (
        <p className="text-muted">{blockText(t, locale, block.subtitle, values)}</p>
      ) : null}
      {block.showChart && figures && line && first && last ? (
        <figure className="rounded-3xl bg-surface p-4">
          <svg
            viewBox="-6 -6 112 112"
            preserveAspectRatio="none"
            role="img"
            aria-label={t("hero.chartLabel", values)}
            className="h-40 w-full"
            direction="ltr"
          >
            <path
              d={line}
              fill="none"
              stroke="var(--pw-primary)"
              strokeWidth="3"
              strokeLinecap="round"
            />
            <circle cx={first.x} cy={first.y} r="3.5" fill="var(--pw-danger)" />
            <circle cx={last.x} cy={last.y} r="4" fill="var(--pw-success)" />
          </svg>
          <figcaption className="mt-2 flex justify-between text-sm font-semibold" dir="ltr">
            <span>
              {t("hero.chartToday")} · {values.startWeight}
            </span>
            <span>
              {t("hero.chartGoal")} · {values.goalWeight}
            </span>
          </figcaption>
          <p className="mt-2 text-xs text-muted">{t("hero.estimateNote")}</p>
        </figure>
      ) : null}
    </section>
  );
}
