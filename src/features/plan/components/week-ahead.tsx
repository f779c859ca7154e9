import { getFormatter, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { DayView } from "../domain/plan-page-view";

/** The next days, compact: the date, each meal's time and name, and the day's kcal. */
export async function WeekAhead({ days, locale }: { days: DayView[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const tMeal = await getTranslations({ locale, namespace: "mealPlan" });
  const format = await getFormatter({ locale });
  return (
    <ol className="flex flex-col divide-y divide-line" data-testid="plan-week-ahead">
      {days.map((day) => (
        <li key={day.date} className="flex flex-col gap-1 py-2" data-day={day.date}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">{format.dateTime(new Date(`${day.date}T12:00:00Z`), { weekday: "long", day: "numeric", month: "short", timeZone: "UTC" })}</span>
            {day.progress && <span className="text-sm text-muted">{tMeal("kcal", { value: format.number(day.progress.kcal.value) })}</span>}
          </div>
          {day.meals.length > 0 ? (
            <p className="text-sm text-muted">
              {day.meals.map((meal, i) => (
                <span key={meal.slot}>
                  {i > 0 && " · "}
                  <span dir="ltr" className="tabular-nums">
                    {meal.time}
                  </span>{" "}
                  {meal.name}
                </span>
              ))}
            </p>
          ) : (
            <p className="text-sm text-muted">{t("aheadNotReady")}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
