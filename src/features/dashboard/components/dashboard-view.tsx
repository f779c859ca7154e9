import { majorOf } from "@/features/dashboard/domain/format-figures";
import type { DashboardReport } from "@/features/dashboard/domain/dashboard-report";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { LazyDailyChart, LazyDropOffChart, LazyRevenueChart } from "./dashboard-charts";
import { DimensionTables } from "./dimension-tables";
import { FilterBar } from "./filter-bar";
import { KpiCards } from "./kpi-cards";

function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section className="min-w-0 rounded-lg border border-line bg-surface p-4" data-testid={testId}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The dashboard page's body: filters, key figures, charts and the tables by dimension. */
export function DashboardView({ report, invalid }: { report: DashboardReport; invalid: string | null }) {
  const t = mgmtTranslator("dashboard");
  const currency = report.money[0]?.currency;
  const revenueRows = currency
    ? report.series.map(({ day }) => {
        const point = report.revenue.find((r) => r.day === day && r.currency === currency);
        return { day, revenue: majorOf(point?.revenueMinor ?? 0, currency), net: majorOf(point?.netMinor ?? 0, currency) };
      })
    : [];
  return (
    <main className="mx-auto max-w-[1440px] space-y-6 px-3 py-6 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted">{t("intro")}</p>
        <p className="text-sm text-muted">{t("updatedNote")}</p>
      </header>
      {invalid ? (
        <p role="alert" className="rounded-md border border-danger p-3 text-danger">
          {t("filters.invalid", { reason: invalid })}
        </p>
      ) : null}
      <FilterBar filters={report.filters} options={report.options} />
      <KpiCards report={report} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel testId="chart-drop-off" title={t("charts.dropOffTitle", { funnel: report.funnel?.name || t("filters.none") })}>
          {report.funnel ? (
            <LazyDropOffChart
              steps={report.funnel.steps}
              labels={{ views: t("charts.views"), answers: t("charts.answers"), reached: t("charts.reached") }}
            />
          ) : (
            <p className="text-muted">{t("charts.dropOffEmpty")}</p>
          )}
        </Panel>
        <Panel testId="chart-revenue" title={t("charts.revenueTitle", { currency: currency ?? "–" })}>
          {currency ? (
            <LazyRevenueChart rows={revenueRows} currency={currency} labels={{ revenue: t("charts.revenue"), netRevenue: t("charts.netRevenue") }} />
          ) : (
            <p className="text-muted">{t("charts.revenueEmpty")}</p>
          )}
        </Panel>
      </div>
      <Panel testId="chart-daily" title={t("charts.dailyTitle")}>
        <LazyDailyChart
          rows={report.series}
          labels={{ visitors: t("charts.visitors"), quizStarts: t("charts.quizStarts"), purchases: t("charts.purchases") }}
        />
      </Panel>
      <DimensionTables breakdowns={report.breakdowns} />
    </main>
  );
}
