import { getTranslations } from "next-intl/server";
import { allergens, dietTypes, mealTypes } from "@/features/meal-plan/domain/recipe";
import { maxSearchLength, maxTimeChoices, type LibraryQuery } from "../domain/library-query";

/**
 * The library's filter form: a plain GET form to the same page, so it works without
 * JavaScript; the page is rendered from the address alone.
 */
export async function LibraryFilters({ query, action }: { query: LibraryQuery; action: string }) {
  const t = await getTranslations("cooking");
  const field = "flex flex-col gap-1 text-sm font-medium";
  const control = "min-h-11 rounded-lg border border-line bg-bg px-3 py-2 text-base font-normal";
  return (
    <form method="get" action={action} role="search" aria-label={t("filters.label")} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 print:hidden" data-testid="library-filters">
      <label className={field}>
        {t("filters.search")}
        <input type="search" name="q" defaultValue={query.search ?? ""} maxLength={maxSearchLength} className={control} />
      </label>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <label className={field}>
          {t("filters.meal")}
          <select name="meal" defaultValue={query.mealType ?? ""} className={control}>
            <option value="">{t("filters.any")}</option>
            {mealTypes.map((m) => (
              <option key={m} value={m}>
                {t(`mealTypes.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {t("filters.diet")}
          <select name="diet" defaultValue={query.diet ?? ""} className={control}>
            <option value="">{t("filters.any")}</option>
            {dietTypes.map((d) => (
              <option key={d} value={d}>
                {t(`diets.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {t("filters.time")}
          <select name="time" defaultValue={query.maxMinutes ? String(query.maxMinutes) : ""} className={control}>
            <option value="">{t("filters.any")}</option>
            {maxTimeChoices.map((m) => (
              <option key={m} value={m}>
                {t("filters.upTo", { minutes: m })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t("filters.without")}</legend>
        <div className="flex flex-wrap gap-2">
          {allergens.map((a) => (
            <label key={a} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm">
              <input type="checkbox" name="without" value={a} defaultChecked={query.excludeAllergens.includes(a)} />
              {t(`allergens.${a}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="min-h-11 rounded-full bg-primary px-6 font-semibold text-on-primary">
          {t("filters.apply")}
        </button>
        <a href={action} className="text-sm text-primary underline-offset-4 hover:underline">
          {t("filters.reset")}
        </a>
      </div>
    </form>
  );
}
