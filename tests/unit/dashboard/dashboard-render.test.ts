import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DashboardView } from "@/features/dashboard/components/dashboard-view";
import type { DashboardReport } from "@/features/dashboard/domain/dashboard-report";
import mgmt from "../../../messages/mgmt/en.json";

const emptyRow = { quizStarts: 0, completions: 0, captures: 0, purchases: 0, upsells: 0, refunds: 0, revenue: [] };
const report: DashboardReport = {
  filters: { from: "2026-03-01", to: "2026-03-02", country: "DE" },
  totals: { visitors: 1234, pageViews: 2000, quizStarts: 800, completions: 400, captures: 300, purchases: 40, upsells: 10, renewals: 0, refunds: 2 },
  ratios: { completionRate: 0.5, captureRate: 0.375, purchaseRate: 40 / 1234, upsellTakeRate: 0.25, refundRate: 0.04 },
  money: [{ currency: "EUR", revenueMinor: 123_456, netMinor: 110_000, refundedMinor: 3_998, netAfterRefundsMinor: 106_002 }],
  series: [
    { day: "2026-03-01", visitors: 600, quizStarts: 400, completions: 200, captures: 150, purchases: 20, upsells: 5, refunds: 1 },
    { day: "2026-03-02", visitors: 634, quizStarts: 400, completions: 200, captures: 150, purchases: 20, upsells: 5, refunds: 1 },
  ],
  revenue: [{ day: "2026-03-01", currency: "EUR", revenueMinor: 60_000, netMinor: 50_000 }],
  funnel: { name: "keto", steps: [{ step: "goal", stepNumber: 1, views: 800, answers: 700, reached: 1, lostFromPrevious: null }] },
  breakdowns: {
    funnel: [{ value: "keto", visitors: 900, ...emptyRow, revenue: [{ currency: "EUR", revenueMinor: 123_456, netMinor: 106_002 }] }],
    locale: [{ value: "", visitors: 3, ...emptyRow }],
    country: [],
    source: [],
    experiment: [],
  },
  options: { funnel: ["keto"], locale: ["de", "en"], country: ["DE"], source: [""], experiment: [{ experiment: "hero", groups: ["a", "b"] }] },
};

describe("the dashboard page as the server sends it", () => {
  const html = renderToStaticMarkup(createElement(DashboardView, { report, invalid: null }));

  it("shows the key figures, formatted", () => {
    expect(html).toContain("1,234");
    expect(html).toContain("€1,234.56");
    expect(html).toContain("€1,060.02");
    expect(html).toContain("25%");
    expect(html).toContain(mgmt.dashboard.kpi.upsellTakeRate);
  });

  it("keeps the chosen filters in a GET form and offers the values present", () => {
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/mgmt"');
    expect(html).toContain('value="2026-03-01"');
    expect(html).toMatch(/<option value="DE" selected="">DE<\/option>/);
    expect(html).toContain(`>${mgmt.dashboard.filters.none}<`);
  });

  it("holds the place of the lazy charts and shows the tables by dimension", () => {
    expect(html).toContain("Drop-off by step: keto");
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("recharts");
    expect(html).toContain('data-testid="table-funnel"');
    expect(html).toContain("By traffic source");
    expect(html).toContain(mgmt.dashboard.tables.empty);
  });

  it("says when the filters were not valid", () => {
    const invalid = renderToStaticMarkup(createElement(DashboardView, { report, invalid: "The start date is after the end date." }));
    expect(invalid).toContain('role="alert"');
    expect(invalid).toContain("The start date is after the end date.");
  });
});

describe("the charts", () => {
  it("render with the report's data without throwing (their size comes from the browser)", async () => {
    const { default: DropOffChart } = await import("@/features/dashboard/components/drop-off-chart");
    const { default: RevenueChart } = await import("@/features/dashboard/components/revenue-chart");
    const { default: DailyChart } = await import("@/features/dashboard/components/daily-chart");
    const charts = [
      createElement(DropOffChart, { steps: report.funnel!.steps, labels: { views: "Views", answers: "Answers", reached: "Reached" } }),
      createElement(RevenueChart, { rows: [{ day: "2026-03-01", revenue: 600, net: 500 }], currency: "EUR", labels: { revenue: "Revenue", netRevenue: "Net" } }),
      createElement(DailyChart, { rows: report.series, labels: { visitors: "Visitors", quizStarts: "Starts", purchases: "Purchases" } }),
    ];
    for (const chart of charts) expect(renderToStaticMarkup(chart)).toContain("recharts-responsive-container");
  });
});
