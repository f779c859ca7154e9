import Link from "next/link";
import type { Verdict } from "@/features/experiments/domain/stats/verdict";
import {
  formatCount,
  formatMoneyAmount,
  formatPercent,
  formatPoints,
  formatPValue,
  formatSignedPercent,
} from "@/features/split-results/domain/format-results";
import type { SplitResultsView as View } from "@/features/split-results/domain/build-results";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";
import { MinimumEffectForm } from "./minimum-effect-form";
import { ResultsCharts } from "./results-charts";

const verdictKeys = {
  better: "verdictBetter",
  worse: "verdictWorse",
  not_enough_data: "verdictNotEnoughData",
  no_difference: "verdictNoDifference",
  sample_ratio_mismatch: "verdictMismatch",
} as const satisfies Record<Verdict, string>;

/** Where the split stands against its planned sample (conversion, the primary metric). */
export function sampleStatus(view: View): { reached: boolean; planned: number | null; smallest: number } {
  const comparisons = view.analysis?.comparisons ?? [];
  const planned = comparisons.map((c) => c.conversion.plannedVisitorsPerGroup);
  const active = view.groups.filter((g) => g.percent > 0).map((g) => g.totals.visitors);
  const smallest = active.length > 0 ? Math.min(...active) : 0;
  if (planned.length === 0 || planned.some((p) => p === null)) return { reached: false, planned: null, smallest };
  const most = Math.max(...(planned as number[]));
  return { reached: smallest >= most, planned: most, smallest };
}

/** The results of one split (docs/split-results.md): groups, comparisons, charts, settings. */
export function SplitResultsView({ view, canEdit }: { view: View; canEdit: boolean }) {
  const t = mgmtTranslator("splitResults");
  const { analysis, currency } = view;
  const control = view.groups[0];
  const status = sampleStatus(view);
  const srm = analysis?.sampleRatio;
  const otherCurrency = view.groups.reduce((s, g) => s + g.totals.otherCurrencyBuyers, 0);
  const effect = formatPercent(view.minimumEffect, 1);
  const money = (value: number | null | undefined) => formatMoneyAmount(value, currency);
  const chartGroups = view.groups.map((g) => ({ key: g.key, label: g.label }));

  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/mgmt/splits" className="underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-bold break-words">{t("title", { name: view.split.name })}</h1>
        <p className="text-sm text-muted">
          {view.split.kind === "step" ? t("kindStep", { step: view.split.step }) : t("kindPage")}
        </p>
      </header>

      <section className="space-y-2 text-sm">
        <p>{t("intro", { control: control?.label ?? "" })}</p>
        <p data-testid="split-results-currency">{t("currency", { currency, count: formatCount(otherCurrency) })}</p>
        <p className="text-muted">
          {view.refreshedAt ? t("refreshed", { time: view.refreshedAt.toISOString().slice(0, 16).replace("T", " ") }) : t("notRefreshed")}
        </p>
      </section>

      {view.totalVisitors === 0 ? (
        <p data-testid="split-results-empty" className="rounded-md border border-line bg-surface p-4">
          {t("noExposures")}
        </p>
      ) : null}

      {srm?.warning ? (
        <p data-testid="split-results-srm" role="alert" className="rounded-md border border-danger bg-danger/10 p-4 text-danger">
          {t("srmWarning", { p: formatPValue(srm.pValue) })}
        </p>
      ) : null}

      <section data-testid="split-results-status" className="space-y-1 rounded-md border border-line bg-surface p-4 text-sm">
        {status.reached ? (
          <p>{t("planReached", { planned: formatCount(status.planned ?? 0) })}</p>
        ) : status.planned === null ? (
          <p data-testid="split-results-not-enough">{t("notEnoughDataNoPlan")}</p>
        ) : (
          <p data-testid="split-results-not-enough">
            {t("notEnoughData", { visitors: formatCount(status.smallest), planned: formatCount(status.planned) })}
          </p>
        )}
        <p>
          {analysis?.daysLeft === null || analysis?.daysLeft === undefined
            ? t("daysLeftUnknown", { effect })
            : t("daysLeft", { days: formatCount(analysis.daysLeft), effect })}
        </p>
      </section>

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t("groupsTitle")}</h2>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[720px] text-start text-sm">
            <thead className="border-b border-line text-muted">
              <tr>
                <th className="py-2 pe-3">{t("group")}</th>
                <th className="py-2 pe-3 text-end">{t("visitors")}</th>
                <th className="py-2 pe-3 text-end">{t("share")}</th>
                <th className="py-2 pe-3 text-end">{t("purchases")}</th>
                <th className="py-2 pe-3 text-end">{t("conversion")}</th>
                <th className="py-2 pe-3 text-end">{t("revenuePerVisitor")}</th>
                <th className="py-2 pe-3 text-end">{t("upsellTakeRate")}</th>
                <th className="py-2 text-end">{t("refunds")}</th>
              </tr>
            </thead>
            <tbody>
              {view.groups.map((g, i) => {
                const summary = analysis?.groups[i];
                const observed = view.totalVisitors === 0 ? 0 : g.totals.visitors / view.totalVisitors;
                return (
                  <tr
                    key={g.key}
                    data-testid="split-results-group"
                    data-group={g.key}
                    data-visitors={g.totals.visitors}
                    className="border-b border-line/60"
                  >
                    <td className="py-2 pe-3 font-medium">
                      {g.label}
                      {i === 0 ? <span className="ms-2 text-xs text-muted">({t("controlTag")})</span> : null}
                    </td>
                    <td className="py-2 pe-3 text-end" data-cell="visitors">
                      {formatCount(g.totals.visitors)}
                    </td>
                    <td className="py-2 pe-3 text-end">
                      {formatPercent(observed, 1)} ({formatPercent(summary?.expectedShare ?? null, 1)})
                    </td>
                    <td className="py-2 pe-3 text-end" data-cell="purchases">
                      {formatCount(g.totals.buyers)}
                    </td>
                    <td className="py-2 pe-3 text-end" data-cell="conversion">
                      {formatPercent(g.totals.visitors === 0 ? null : g.totals.buyers / g.totals.visitors)}
                    </td>
                    <td className="py-2 pe-3 text-end">
                      <span data-cell="revenue">{money(g.revenuePerVisitorUncapped)}</span>
                      {view.revenueCap !== null && summary ? (
                        <span className="block text-xs text-muted">
                          {t("winsorised", { cap: money(view.revenueCap), value: money(summary.revenuePerVisitor) })}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pe-3 text-end">{formatPercent(summary?.upsellTakeRate ?? null, 1)}</td>
                    <td className="py-2 text-end" data-cell="refunds">
                      {formatCount(g.totals.refundedBuyers)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      {analysis && analysis.comparisons.length > 0 ? (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">{t("comparisonsTitle")}</h2>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[720px] text-start text-sm">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th className="py-2 pe-3">{t("variant")}</th>
                  <th className="py-2 pe-3">{t("metric")}</th>
                  <th className="py-2 pe-3 text-end">{t("lift")}</th>
                  <th className="py-2 pe-3">{t("interval")}</th>
                  <th className="py-2 pe-3 text-end">{t("chance")}</th>
                  <th className="py-2">{t("verdict")}</th>
                </tr>
              </thead>
              <tbody>
                {analysis.comparisons.flatMap((c) =>
                  (["conversion", "revenuePerVisitor"] as const).map((metric) => {
                    const result = c[metric];
                    const showFixed = result.verdict !== "not_enough_data" && result.verdict !== "sample_ratio_mismatch";
                    const diff = (value: number) => (metric === "conversion" ? formatPoints(value) : money(value));
                    const interval = showFixed
                      ? t("fixedInterval", { low: formatSignedPercent(result.relativeLow), high: formatSignedPercent(result.relativeHigh) })
                      : result.sequential
                        ? t("sequentialInterval", { low: diff(result.sequential.low), high: diff(result.sequential.high) })
                        : t("none");
                    return (
                      <tr
                        key={`${c.name}-${metric}`}
                        data-testid="split-results-comparison"
                        data-group={view.groups[c.index]?.key}
                        data-metric={metric}
                        className="border-b border-line/60"
                      >
                        <td className="py-2 pe-3 font-medium">{c.name}</td>
                        <td className="py-2 pe-3">{metric === "conversion" ? t("metricConversion") : t("metricRevenue")}</td>
                        <td className="py-2 pe-3 text-end">{formatSignedPercent(result.relativeLift)}</td>
                        <td className="py-2 pe-3">{interval}</td>
                        <td className="py-2 pe-3 text-end">{formatPercent(result.chanceToBeatControl, 1)}</td>
                        <td className="py-2" data-verdict={result.verdict}>
                          {t(verdictKeys[result.verdict])}
                        </td>
                      </tr>
                    );
                  }),
                )}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t("chartsTitle")}</h2>
        {view.conversionSeries.length === 0 ? <p className="text-sm text-muted">{t("chartEmpty")}</p> : null}
        <ResultsCharts
          conversion={{ rows: view.conversionSeries, groups: chartGroups, unit: "percent" }}
          revenue={{ rows: view.revenueSeries, groups: chartGroups, unit: currency }}
          labels={{ conversion: t("chartConversion"), revenue: t("chartRevenue", { currency }) }}
        />
      </section>

      <section className="space-y-2 rounded-md border border-line p-4">
        <h2 className="text-lg font-semibold">{t("settingsTitle")}</h2>
        <p className="text-sm text-muted">{t("settingsHelp")}</p>
        <p className="text-sm" data-testid="split-results-mde">
          {t("mdeCurrent", { effect })}
        </p>
        {canEdit ? (
          <MinimumEffectForm
            splitName={view.split.name}
            percent={Number((view.minimumEffect * 100).toFixed(4))}
            version={view.settingsVersion}
            labels={
              mgmtPlainStrings("splitResults.form", []) as Record<
                "mdeLabel" | "save" | "saving" | "saved" | "stale" | "unknown" | "invalid" | "failed" | "forbidden",
                string
              >
            }
          />
        ) : null}
      </section>
    </main>
  );
}
