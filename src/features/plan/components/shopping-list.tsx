import { getFormatter, getTranslations } from "next-intl/server";
import type { shopUnitLabels } from "@/features/meal-plan/data/food-facts";
import type { Aisle } from "@/features/meal-plan/domain/shopping-list";
import type { Locale } from "@/i18n/locales";
import type { ShoppingItemView } from "../domain/plan-page-view";
import { PrintButton } from "./print-button";

/**
 * The week's shopping list by aisle: each food's name in the locale and what to buy in shop
 * units (rounded up), with the grams the week needs; printable on its own.
 */
export async function ShoppingList({ groups, locale }: { groups: Array<{ aisle: Aisle | "other"; items: ShoppingItemView[] }>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "mealPlan" });
  const format = await getFormatter({ locale });
  return (
    <section className="flex flex-col gap-4 print:gap-2" data-testid="shopping-list" aria-labelledby="shopping-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="shopping-title" className="text-xl font-bold">
            {t("shopping.title")}
          </h2>
          <p className="text-sm text-muted">{t("shopping.intro")}</p>
        </div>
        {groups.length > 0 && <PrintButton label={t("shopping.print")} />}
      </div>
      {groups.length === 0 ? (
        <p className="text-muted">{t("shopping.empty")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 print:block">
          {groups.map((group) => (
            <div key={group.aisle} className="min-w-0 rounded-2xl border border-line p-4 print:break-inside-avoid print:border-0 print:p-0" data-testid="shopping-aisle">
              <h3 className="mb-2 font-semibold">{t(`shopping.aisles.${group.aisle}`)}</h3>
              <ul className="flex flex-col gap-1">
                {group.items.map((item) => (
                  <li key={item.food} className="flex flex-wrap items-baseline justify-between gap-x-3" data-testid="shopping-item">
                    <label className="flex items-center gap-2">
                      <input type="checkbox" className="size-4 print:hidden" />
                      <span>{item.name}</span>
                    </label>
                    <span className="text-sm text-muted">
                      {item.unitLabel === "g"
                        ? t("shopping.grams", { grams: format.number(item.units * 100) })
                        : `${t(`shopping.units.${item.unitLabel as (typeof shopUnitLabels)[number]}`, { count: item.units })} · ${t("shopping.needed", { grams: format.number(item.grams) })}`}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
