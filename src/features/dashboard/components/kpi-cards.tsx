import { formatCount, formatMoney, formatRate } from "@/features/dashboard/domain/format-figures";
import type { DashboardReport } from "@/features/dashboard/domain/dashboard-report";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

function Card({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-line bg-surface p-4" data-testid={testId}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums break-words">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-muted">{note}</dd> : null}
    </div>
  );
}

/** The key figures of the filtered range; money per currency (amounts are never converted). */
export function KpiCards({ report }: { report: DashboardReport }) {
  const t = mgmtTranslator("dashboard");
  const { totals, ratios, money } = report;
  const na = t("kpi.notAvailable");
  const rate = (value: number | null) => formatRate(value) ?? na;
  const main = money[0];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label={t("kpi.label")}>
      <Card testId="kpi-visitors" label={t("kpi.visitors")} value={formatCount(totals.visitors)} />
      <Card testId="kpi-quiz-starts" label={t("kpi.quizStarts")} value={formatCount(totals.quizStarts)} />
      <Card testId="kpi-completions" label={t("kpi.completions")} value={formatCount(totals.completions)} note={t("kpi.ofStarts", { rate: rate(ratios.completionRate) })} />
      <Card testId="kpi-captures" label={t("kpi.captures")} value={formatCount(totals.captures)} note={t("kpi.ofStarts", { rate: rate(ratios.captureRate) })} />
      <Card testId="kpi-purchases" label={t("kpi.purchases")} value={formatCount(totals.purchases)} note={t("kpi.ofVisitors", { rate: rate(ratios.purchaseRate) })} />
      <Card testId="kpi-upsell-take-rate" label={t("kpi.upsellTakeRate")} value={rate(ratios.upsellTakeRate)} note={t("kpi.upsells", { count: totals.upsells })} />
      <Card testId="kpi-refunds" label={t("kpi.refunds")} value={formatCount(totals.refunds)} note={main ? t("kpi.refunded", { amount: formatMoney(main.refundedMinor, main.currency) }) : undefined} />
      <Card
        testId="kpi-revenue"
        label={t("kpi.revenue")}
        value={main ? formatMoney(main.revenueMinor, main.currency) : t("kpi.noRevenue")}
        note={money.slice(1).map((m) => formatMoney(m.revenueMinor, m.currency)).join(" · ") || undefined}
      />
      <Card
        testId="kpi-net-revenue"
        label={t("kpi.netRevenue")}
        value={main ? formatMoney(main.netAfterRefundsMinor, main.currency) : t("kpi.noRevenue")}
        note={money.slice(1).map((m) => formatMoney(m.netAfterRefundsMinor, m.currency)).join(" · ") || undefined}
      />
    </dl>
  );
}
