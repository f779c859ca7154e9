import { redirectToSignIn } from "@/features/account/server/redirect-to-sign-in";
import { getFormatter, getTranslations } from "next-intl/server";
import { FastingTimer } from "@/features/trackers/components/fasting-timer";
import { WaterTracker } from "@/features/trackers/components/water-tracker";
import { WeightLog } from "@/features/trackers/components/weight-log";
import { loadTrackerSummary } from "@/features/trackers/server/load-tracker-summary";
import { cabinetLayoutOf } from "@/features/plan/domain/cabinet-layout";
import { DayProgressBars } from "@/features/plan/components/day-progress";
import { MyPlanLayout, type PlanSection } from "@/features/plan/components/my-plan-layout";
import { PlanDayMeals } from "@/features/plan/components/plan-day-meals";
import { PlanPreparing } from "@/features/plan/components/plan-preparing";
import { PlanShapedBy } from "@/features/plan/components/plan-shaped-by";
import { PlanSettingsForm } from "@/features/plan/components/plan-settings-form";
import { planSettingsText } from "@/features/plan/components/plan-settings-text";
import { TimeZoneSync } from "@/features/plan/components/time-zone-sync";
import { WeekAhead } from "@/features/plan/components/week-ahead";
import { loadMyPlan } from "@/features/plan/server/load-plan-page";
import { personToday } from "@/features/plan/server/person-today";
import { SitePage } from "@/features/site/components/site-page";
import { localizePath } from "@/i18n/locales";
import { redirect } from "@/i18n/navigation";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getViewer } from "@/server/auth/get-viewer";
import { getDb } from "@/server/db/client";
import { getRequestContext } from "@/server/request-context/get-request-context";
import { AccountNav } from "@/features/account/components/account-nav";

/** The signed-in person's own plan: rendered per request, never cached; links to it load the whole page. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/my-plan">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "myPlan" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * /my-plan (docs/meal-plan.md, "The buyer's plan"): today's meals and totals, the fasting
 * timer, water, weight, the week ahead and the plan settings, in the layout the
 * `web_cabinet_template` instruction picks. Without a session, the sign-in page. "Today" is the
 * person's day (their browser's time zone, docs/meal-plan.md "Weeks"). Reads only: a missing
 * plan is asked for by the browser once the page is shown.
 */
export default async function MyPlanPage({ params }: PageProps<"/[locale]/my-plan">) {
  const locale = await resolvePageLocale(params);
  const { userData } = await getViewer();
  if (!userData) return redirectToSignIn(locale, "/my-plan");
  const [db, context, today] = await Promise.all([getDb(), getRequestContext(), personToday()]);
  const plan = await loadMyPlan(db, userData.uuid, locale, today);
  if (!plan) return redirect({ href: "/signin", locale });
  const trackers = await loadTrackerSummary(db, userData.uuid, { today, fallbackKg: plan.targets?.weightKg });
  const [t, tMeal, format, settingsText] = await Promise.all([
    getTranslations({ locale, namespace: "myPlan" }),
    getTranslations({ locale, namespace: "mealPlan" }),
    getFormatter({ locale }),
    planSettingsText(locale),
  ]);
  const longDate = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const layout = cabinetLayoutOf(context.experiments.instructions.web_cabinet_template);
  const ready = plan.state === "ready";

  const todaySection: PlanSection = {
    id: "today",
    title: t("todayTitle"),
    day: today,
    body:
      ready && plan.today.meals.length > 0 ? (
        <PlanDayMeals meals={plan.today.meals} locale={locale} />
      ) : (
        <p className="text-muted">{t("noMealsToday")}</p>
      ),
  };
  const totalsSection: PlanSection | null =
    ready && plan.today.progress ? { id: "totals", title: t("totalsTitle"), body: <DayProgressBars progress={plan.today.progress} locale={locale} /> } : null;
  const trackerSections: PlanSection[] = [];
  if (plan.fasting) {
    trackerSections.push({
      id: "fasting",
      title: t("fastingTitle"),
      body: (
        <>
          <p className="text-sm text-muted">
            {t("fastingWindow", { protocol: plan.fasting.protocol, start: plan.fasting.windowStart, end: plan.fasting.windowEnd })}
          </p>
          {plan.fasting.widened && <p className="text-sm text-muted">{t("fastingWidened")}</p>}
          <FastingTimer schedule={{ fastHours: plan.fasting.fastHours, eatHours: plan.fasting.eatHours, windowStart: plan.fasting.windowStart }} openFast={trackers.openFast} />
        </>
      ),
    });
  }
  trackerSections.push({
    id: "water",
    title: t("waterTitle"),
    body: <WaterTracker targetMl={trackers.waterTargetMl ?? plan.targets?.waterMl ?? 2000} todayMl={trackers.todayWaterMl} />,
  });
  if (plan.targets) {
    trackerSections.push({
      id: "weight",
      title: t("weightTitle"),
      body: <WeightLog entries={trackers.weights} goalKg={plan.targets.targetWeightKg} units={plan.units} goalDate={plan.targets.goalDate} />,
    });
  }
  const aheadSection: PlanSection = {
    id: "ahead",
    title: t("aheadTitle"),
    body: (
      <>
        <WeekAhead days={plan.ahead} locale={locale} />
        <a href={localizePath("/meal-plan", locale)} className="font-semibold text-primary underline-offset-4 hover:underline" data-testid="plan-open-week">
          {t("openWeek")}
        </a>
      </>
    ),
  };
  const settingsSection: PlanSection = {
    id: "settings",
    title: t("settings.title"),
    body: (
      <>
        <p className="text-sm text-muted">{t("settings.intro")}</p>
        <PlanSettingsForm initial={plan.preferences} text={settingsText} />
      </>
    ),
  };

  return (
    <SitePage isWithLoader={false}>
      <AccountNav locale={locale} current="/my-plan" />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8" data-testid="my-plan-page">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
          {plan.targets && (
            <p className="text-muted">
              {t("targetLine", { kcal: format.number(plan.targets.kcal) })}{" "}
              {plan.targets.targetWeightKg !== plan.targets.weightKg &&
                t("goalLine", {
                  weight:
                    plan.units === "imperial"
                      ? tMeal("pounds", { value: format.number(Math.round(plan.targets.targetWeightKg * 2.20462)) })
                      : tMeal("kilograms", { value: format.number(plan.targets.targetWeightKg) }),
                  date: longDate(plan.targets.goalDate),
                })}
              {plan.targets.targetWeightKg !== plan.targets.weightKg && plan.targets.laterThanPromised && (
                <> {t("goalLater", { date: longDate(plan.targets.laterThanPromised) })}</>
              )}
            </p>
          )}
          {ready && plan.relaxedDays > 0 && <p className="text-sm text-muted">{t("relaxed", { count: plan.relaxedDays })}</p>}
        </header>
        <TimeZoneSync day={today} />
        <PlanPreparing
          preparing={plan.state === "preparing"}
          rebuilding={plan.state !== "preparing" && !plan.upToDate}
          needsRequest={plan.needsRequest}
          text={{ title: t("preparingTitle"), body: t("preparingText"), slow: t("preparingSlow"), rebuilding: t("rebuilding") }}
        />
        {plan.state === "no-recipes" && (
          <section className="rounded-2xl border border-amber-300 bg-amber-50 p-4" data-testid="plan-no-recipes">
            <h2 className="font-semibold">{t("noRecipesTitle")}</h2>
            <p className="text-sm">{t("noRecipesText")}</p>
          </section>
        )}
        <MyPlanLayout layout={layout} today={todaySection} totals={totalsSection} trackers={trackerSections} ahead={aheadSection} settings={settingsSection} />
        <PlanShapedBy rows={plan.shapedBy} preferences={plan.preferences} text={settingsText} locale={locale} />
      </div>
    </SitePage>
  );
}
