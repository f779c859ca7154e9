import { redirectToSignIn } from "@/features/account/server/redirect-to-sign-in";
import { getFormatter, getTranslations } from "next-intl/server";
import { mealSwapText, PlanDayMeals } from "@/features/plan/components/plan-day-meals";
import { PlanPreparing } from "@/features/plan/components/plan-preparing";
import { ShoppingList } from "@/features/plan/components/shopping-list";
import { TimeZoneSync } from "@/features/plan/components/time-zone-sync";
import { loadWeekPlan } from "@/features/plan/server/load-plan-page";
import { personToday } from "@/features/plan/server/person-today";
import { SitePage } from "@/features/site/components/site-page";
import { localizePath } from "@/i18n/locales";
import { redirect } from "@/i18n/navigation";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getViewer } from "@/server/auth/get-viewer";
import { getDb } from "@/server/db/client";
import { AccountNav } from "@/features/account/components/account-nav";

/** The signed-in person's own week: rendered per request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/meal-plan">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "mealPlan" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * /meal-plan (docs/meal-plan.md, "The buyer's plan"): the week's seven days with every meal,
 * its totals and a swap button per meal, and the week's shopping list by aisle (printable).
 * `?week=next` shows next week; "this week" holds the person's day (their browser's time zone,
 * docs/meal-plan.md "Weeks"). Without a session, the sign-in page. Reads only.
 */
export default async function MealPlanPage({ params, searchParams }: PageProps<"/[locale]/meal-plan">) {
  const locale = await resolvePageLocale(params);
  const { userData } = await getViewer();
  if (!userData) return redirectToSignIn(locale, "/meal-plan", await searchParams);
  const query = await searchParams;
  const which = (Array.isArray(query.week) ? query.week[0] : query.week) === "next" ? "next" : "this";
  const [db, today] = await Promise.all([getDb(), personToday()]);
  const week = await loadWeekPlan(db, userData.uuid, locale, today, which);
  if (!week) return redirect({ href: "/signin", locale });
  const [t, tPlan, format, swap] = await Promise.all([
    getTranslations({ locale, namespace: "mealPlan" }),
    getTranslations({ locale, namespace: "myPlan" }),
    getFormatter({ locale }),
    mealSwapText(locale),
  ]);
  const pageHref = localizePath("/meal-plan", locale);
  const dayLabel = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

  return (
    <SitePage isWithLoader={false}>
      <AccountNav locale={locale} current="/meal-plan" />
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 print:py-0" data-testid="meal-plan-page">
        <header className="flex flex-col gap-2 print:hidden">
          <a href={localizePath("/my-plan", locale)} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
            {t("backToPlan")}
          </a>
          <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
          <p className="text-muted">{t("weekOf", { date: format.dateTime(new Date(`${week.weekStart}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" }) })}</p>
          <nav className="flex gap-4 text-sm" aria-label={t("weekNav")}>
            <a href={pageHref} aria-current={which === "this" ? "page" : undefined} className="font-semibold underline-offset-4 hover:underline aria-[current=page]:text-primary">
              {t("thisWeek")}
            </a>
            <a href={`${pageHref}?week=next`} aria-current={which === "next" ? "page" : undefined} className="font-semibold underline-offset-4 hover:underline aria-[current=page]:text-primary">
              {t("nextWeek")}
            </a>
          </nav>
        </header>
        <TimeZoneSync day={today} />
        <PlanPreparing
          preparing={week.state === "preparing"}
          rebuilding={week.state !== "preparing" && !week.upToDate}
          needsRequest={week.needsRequest}
          nextWeek={which === "next"}
          text={{ title: tPlan("preparingTitle"), body: tPlan("preparingText"), slow: tPlan("preparingSlow"), rebuilding: tPlan("rebuilding") }}
        />
        {week.state === "no-recipes" && (
          <section className="rounded-2xl border border-amber-300 bg-amber-50 p-4" data-testid="plan-no-recipes">
            <h2 className="font-semibold">{tPlan("noRecipesTitle")}</h2>
            <p className="text-sm">{tPlan("noRecipesText")}</p>
            <a href={localizePath("/my-plan", locale)} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
              {t("changeSettings")}
            </a>
          </section>
        )}
        {week.state === "ready" && (
          <section className="flex flex-col gap-4 print:hidden" aria-labelledby="week-title" data-testid="meal-plan-week">
            <h2 id="week-title" className="sr-only">
              {t("title")}
            </h2>
            {week.days.map((day) => (
              <article key={day.date} className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:p-5" data-testid="meal-plan-day" data-day={day.date}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-lg font-bold">{dayLabel(day.date)}</h3>
                  {day.progress && (
                    <p className="text-sm text-muted" data-testid="meal-plan-day-total">
                      {t("dayTotal", { value: format.number(day.progress.kcal.value), target: format.number(day.progress.kcal.target) })}
                    </p>
                  )}
                </div>
                <PlanDayMeals meals={day.meals} locale={locale} swap={swap} />
              </article>
            ))}
          </section>
        )}
        <ShoppingList groups={week.shopping} locale={locale} />
      </div>
    </SitePage>
  );
}
