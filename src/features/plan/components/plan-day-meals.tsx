import { getFormatter, getTranslations } from "next-intl/server";
import { localizePath, type Locale } from "@/i18n/locales";
import type { MealView } from "../domain/plan-page-view";
import { MealSwap, type MealSwapText } from "./meal-swap";

/** The swap texts, translated once per page. */
export async function mealSwapText(locale: Locale): Promise<MealSwapText> {
  const t = await getTranslations({ locale, namespace: "mealPlan" });
  return {
    swap: t("swap.button"),
    title: t("swap.title"),
    loading: t("swap.loading"),
    none: t("swap.none"),
    choose: t("swap.choose"),
    close: t("swap.close"),
    failed: t("swap.failed"),
    detail: t("swap.detail", { kcal: "{kcal}", portions: "{portions}" }),
  };
}

/**
 * A day's meals: time, the recipe's name linking to its cooking page (a full page load), the
 * portions, kcal and macros; with `swap`, a swap button per meal.
 */
export async function PlanDayMeals({ meals, locale, swap, compact }: { meals: MealView[]; locale: Locale; swap?: MealSwapText; compact?: boolean }) {
  const t = await getTranslations({ locale, namespace: "mealPlan" });
  const format = await getFormatter({ locale });
  return (
    <ol className="flex flex-col divide-y divide-line" data-testid="plan-meals">
      {meals.map((meal) => (
        <li key={`${meal.day}-${meal.slot}`} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0" data-testid="plan-meal" data-recipe={meal.recipeId}>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-sm font-semibold tabular-nums text-muted" dir="ltr">
              {meal.time}
            </span>
            <span className="text-xs uppercase tracking-wide text-muted">{t(`mealTypes.${meal.mealType}`)}</span>
          </div>
          <a href={localizePath(`/cooking/${meal.recipeId}`, locale)} className="font-semibold text-fg underline-offset-4 hover:underline" data-testid="plan-meal-name">
            {meal.name}
          </a>
          <p className="text-sm text-muted">
            {t("portions", { count: format.number(meal.portions) })} · {t("kcal", { value: format.number(meal.kcal) })}
            {!compact && <> · {t("macros", { protein: format.number(meal.proteinG), fat: format.number(meal.fatG), carbs: format.number(meal.carbsG) })}</>}
          </p>
          {swap && <MealSwap planId={meal.planId} day={meal.day} slot={meal.slot} locale={locale} text={swap} />}
        </li>
      ))}
    </ol>
  );
}
