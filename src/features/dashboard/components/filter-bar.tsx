import Link from "next/link";
import { anyValue, type DashboardFilters } from "@/features/dashboard/domain/dashboard-filters";
import type { FilterOptions } from "@/features/dashboard/domain/dashboard-report";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

const field = "flex min-w-0 flex-col gap-1 text-sm";
const control = "min-h-11 w-full rounded-md border border-line bg-bg px-2";

/**
 * The filter bar: a plain GET form, so it works before (and without) JavaScript; the page
 * reads the same names the API does.
 */
export function FilterBar({ filters, options }: { filters: DashboardFilters; options: FilterOptions }) {
  const t = mgmtTranslator("dashboard");
  const select = (name: "funnel" | "locale" | "country" | "source", values: string[]) => (
    <label className={field}>
      <span className="text-muted">{t(`filters.${name}`)}</span>
      <select name={name} defaultValue={filters[name] ?? anyValue} className={control} data-testid={`filter-${name}`}>
        <option value={anyValue}>{t("filters.any")}</option>
        {withChosen(values, filters[name]).map((value) => (
          <option key={value} value={value}>
            {value === "" ? t("filters.none") : value}
          </option>
        ))}
      </select>
    </label>
  );
  const groups = options.experiment.find((e) => e.experiment === filters.experiment)?.groups ?? [];
  return (
    <form method="get" action="/mgmt" className="rounded-lg border border-line bg-surface p-4" aria-label={t("filters.legend")}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-9">
        <label className={field}>
          <span className="text-muted">{t("filters.from")}</span>
          <input type="date" name="from" defaultValue={filters.from} className={control} />
        </label>
        <label className={field}>
          <span className="text-muted">{t("filters.to")}</span>
          <input type="date" name="to" defaultValue={filters.to} className={control} />
        </label>
        {select("funnel", options.funnel)}
        {select("locale", options.locale)}
        {select("country", options.country)}
        {select("source", options.source)}
        <label className={field}>
          <span className="text-muted">{t("filters.experiment")}</span>
          <select name="experiment" defaultValue={filters.experiment ?? anyValue} className={control}>
            <option value={anyValue}>{t("filters.any")}</option>
            {options.experiment.map((e) => (
              <option key={e.experiment} value={e.experiment}>
                {e.experiment}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          <span className="text-muted">{t("filters.group")}</span>
          <select name="group" defaultValue={filters.group ?? anyValue} className={control}>
            <option value={anyValue}>{t("filters.any")}</option>
            {groups.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
          <button type="submit" className="min-h-11 flex-1 rounded-md bg-primary px-4 font-semibold text-on-primary">
            {t("filters.apply")}
          </button>
          <Link href="/mgmt" className="flex min-h-11 items-center px-2 text-sm underline">
            {t("filters.reset")}
          </Link>
        </div>
      </div>
    </form>
  );
}

function withChosen(values: string[], chosen: string | undefined): string[] {
  return chosen === undefined || values.includes(chosen) ? values : [chosen, ...values];
}
