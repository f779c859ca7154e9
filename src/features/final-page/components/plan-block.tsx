import { Suspense, type ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import type { PlanBlock as PlanBlockContent } from "@/features/final-page/domain/final-page";
import type { PlanBlockSource } from "@/features/final-page/domain/plan-block-view";
import { blockText, type FinalPageTranslate } from "./block-text";

/*
 * Every part of the block has a fixed height, the same in the placeholder and in the figures,
 * so nothing below moves when the planned week streams in (docs/final-page.md, "Plan"). Long
 * words are cut with an ellipsis rather than growing a row.
 */
/** A meal row: h-18 (4.5rem: its time, type and kcal, then two lines of name); rows sit 0.5rem apart (gap-2). */
const mealRowRem = 4.5;
const mealGapRem = 0.5;
const mealsHeight = (meals: number) => `${meals * mealRowRem + (meals - 1) * mealGapRem}rem`;

/** Left-to-right isolate: times and "16:8" stay whole inside right-to-left sentences. */
const ltr = (text: string) => `\u2066${text}\u2069`;

type Common = { locale: string; t: FinalPageTranslate };

/**
 * The plan being sold: daily calories and macros, the fasting window and today's meals, from
 * the planner for this visitor's answers. The heading renders at once; the figures stream in
 * inside their Suspense boundary (a same-sized placeholder meanwhile), so the rest of the page
 * never waits for the planner.
 */
export function PlanBlock({ block, source, locale, t }: Common & { block: PlanBlockContent; source: PlanBlockSource }) {
  return (
    <section className="flex flex-col gap-3" data-testid="final-plan" aria-labelledby="final-plan-title">
      <h2 id="final-plan-title" className="text-xl font-bold">
        {blockText(t, locale, block.title)}
      </h2>
      <Suspense fallback={<PlanPlaceholder meals={source.mealsPerDay} showSampleDay={block.showSampleDay} t={t} />}>
        <PlanFigures source={source} showSampleDay={block.showSampleDay} locale={locale} t={t} />
      </Suspense>
    </section>
  );
}

/** The block's frame: calories, macros, window and (optionally) the sample day, each a fixed height. */
function PlanFrame(props: {
  testId: string;
  busy?: boolean;
  calories: ReactNode;
  macros: ReactNode;
  window: ReactNode;
  sampleDay: ReactNode | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2" data-testid={props.testId} aria-busy={props.busy || undefined}>
      {props.children}
      <div className="flex h-16 items-center justify-between gap-3 rounded-2xl bg-surface px-4">{props.calories}</div>
      <dl className="grid grid-cols-3 gap-2">{props.macros}</dl>
      <div className="flex h-24 flex-col justify-center gap-0.5 overflow-hidden rounded-2xl bg-surface px-4">{props.window}</div>
      {props.sampleDay}
    </div>
  );
}

const macroCell = "flex h-16 flex-col items-center justify-center gap-0.5 overflow-hidden rounded-2xl bg-surface px-2 text-center";
const bar = "block animate-pulse rounded bg-line/60";

function PlanPlaceholder({ meals, showSampleDay, t }: { meals: number; showSampleDay: boolean; t: FinalPageTranslate }) {
  return (
    <PlanFrame
      testId="final-plan-placeholder"
      busy
      calories={
        <>
          <span className={`${bar} h-4 w-28`} />
          <span className={`${bar} h-7 w-24`} />
        </>
      }
      macros={[0, 1, 2].map((cell) => (
        <div key={cell} className={macroCell}>
          <span className={`${bar} h-3 w-14`} />
          <span className={`${bar} h-6 w-12`} />
        </div>
      ))}
      window={
        <>
          <span className={`${bar} h-4 w-28`} />
          <span className={`${bar} h-6 w-44`} />
          <span className={`${bar} h-3 w-full`} />
        </>
      }
      sampleDay={
        showSampleDay ? (
          <div className="mt-2 flex flex-col gap-2">
            <span className={`${bar} h-6 w-36`} />
            <div className="flex flex-col gap-2" style={{ blockSize: mealsHeight(meals) }}>
              {Array.from({ length: meals }, (_, index) => (
                <span key={index} className={`${bar} h-18 w-full rounded-xl`} />
              ))}
            </div>
          </div>
        ) : null
      }
    >
      <p className="sr-only" role="status">
        {t("plan.preparing")}
      </p>
    </PlanFrame>
  );
}

async function PlanFigures({ source, showSampleDay, t }: Common & { source: PlanBlockSource; showSampleDay: boolean }) {
  const data = await source.load();
  if (!data) return null;
  // The request's locale (the route and the preview set it), as the hero block reads it.
  const format = await getFormatter();
  const meal = await getTranslations("mealPlan");
  const grams = (value: number) => t("plan.grams", { value: format.number(value) });
  const macros = [
    { label: t("plan.protein"), value: data.macros.proteinG, testId: "protein" },
    { label: t("plan.fat"), value: data.macros.fatG, testId: "fat" },
    { label: t(data.macros.carbs === "net" ? "plan.netCarbs" : "plan.carbs"), value: data.macros.carbsG, testId: "carbs" },
  ];
  return (
    <PlanFrame
      testId="final-plan-figures"
      calories={
        <>
          <span className="min-w-0 truncate text-sm font-semibold text-muted">{t("plan.calories")}</span>
          <span className="shrink-0 text-2xl font-extrabold tabular-nums" data-testid="final-plan-kcal">
            {t("plan.kcal", { value: format.number(data.kcal) })}
          </span>
        </>
      }
      macros={macros.map((macro) => (
        <div key={macro.testId} className={macroCell} data-testid={`final-plan-${macro.testId}`}>
          <dt className="line-clamp-2 max-w-full text-xs leading-tight text-muted">{macro.label}</dt>
          <dd className="text-lg font-bold tabular-nums">{grams(macro.value)}</dd>
        </div>
      ))}
      window={
        <>
          <span className="truncate text-sm font-semibold text-muted">{t("plan.fastingWindow")}</span>
          <span className="self-start text-lg font-bold tabular-nums" dir="ltr" data-testid="final-plan-window">
            {ltr(data.fasting.text)}
          </span>
          <p className="line-clamp-2 text-xs leading-tight text-muted">
            {t("plan.fastingNote", { start: ltr(data.fasting.start), end: ltr(data.fasting.end) })}
          </p>
        </>
      }
      sampleDay={
        showSampleDay ? (
          <div className="mt-2 flex flex-col gap-2">
            <h3 className="h-6 truncate font-semibold">{t("plan.sampleDay")}</h3>
            {data.sampleDay ? (
              <ol className="flex flex-col gap-2" style={{ blockSize: mealsHeight(source.mealsPerDay) }} data-testid="final-plan-meals">
                {data.sampleDay.meals.map((item) => (
                  <li
                    key={`${item.time}-${item.recipeId}`}
                    className="flex h-18 flex-col justify-center gap-0.5 overflow-hidden rounded-xl border border-line px-3"
                    data-testid="final-plan-meal"
                    data-recipe={item.recipeId}
                  >
                    <span className="flex items-baseline justify-between gap-3 text-xs text-muted">
                      <span className="min-w-0 truncate">
                        <span className="font-semibold tabular-nums" dir="ltr">
                          {ltr(item.time)}
                        </span>
                        {" · "}
                        {meal(`mealTypes.${item.mealType}`)}
                      </span>
                      <span className="shrink-0 tabular-nums">{t("plan.kcal", { value: format.number(item.kcal) })}</span>
                    </span>
                    <span className="line-clamp-2 text-sm leading-snug font-semibold" title={item.name} data-testid="final-plan-meal-name">
                      {item.name}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p
                className="flex items-center overflow-hidden rounded-xl border border-dashed border-line px-3 text-sm text-muted"
                style={{ blockSize: mealsHeight(source.mealsPerDay) }}
                data-testid="final-plan-no-day"
              >
                {t("plan.noSampleDay")}
              </p>
            )}
          </div>
        ) : null
      }
    />
  );
}
