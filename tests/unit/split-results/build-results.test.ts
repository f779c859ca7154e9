import { describe, expect, it } from "vitest";
import { buildResults, type DailySums } from "@/features/split-results/domain/build-results";
import { pageSplitGroups, stepSplitGroups, withExposedGroups } from "@/features/split-results/domain/split-groups";

const row = (groupKey: string, day: string, values: Partial<DailySums>): DailySums => ({
  groupKey,
  day,
  visitors: 0,
  buyers: 0,
  upsellTakers: 0,
  refundedBuyers: 0,
  otherCurrencyBuyers: 0,
  revenueVisitors: 0,
  netSum: 0,
  netSumOfSquares: 0,
  ...values,
});

describe("split groups as configured", () => {
  it("orders step groups by position and turns page weights into percents", () => {
    expect(stepSplitGroups([{ position: 1, percent: 30 }, { position: 0, percent: 70 }]).map((g) => [g.key, g.percent])).toEqual([
      ["0", 70],
      ["1", 30],
    ]);
    expect(pageSplitGroups([{ id: "a", weight: 1 }, { id: "b", weight: 3 }]).map((g) => g.percent)).toEqual([25, 75]);
  });

  it("keeps exposures of a group no longer configured, at 0 %", () => {
    const groups = withExposedGroups(stepSplitGroups([{ position: 0, percent: 50 }, { position: 1, percent: 50 }]), ["1", "2"]);
    expect(groups.map((g) => [g.key, g.percent])).toEqual([
      ["0", 50],
      ["1", 50],
      ["2", 0],
    ]);
  });
});

describe("results from the daily sums", () => {
  const groups = stepSplitGroups([{ position: 0, percent: 50 }, { position: 1, percent: 50 }]);
  const daily = [
    row("0", "2026-11-01", { visitors: 100 }),
    row("1", "2026-11-01", { visitors: 100 }),
    row("0", "2026-11-03", { visitors: 100, buyers: 4, revenueVisitors: 4, netSum: 4000, netSumOfSquares: 4 * 1000 ** 2 }),
    row("1", "2026-11-03", { visitors: 100, buyers: 8, revenueVisitors: 8, netSum: 8000, netSumOfSquares: 8 * 1000 ** 2 }),
  ];
  const results = buildResults({
    groups,
    daily,
    tail: Array.from({ length: 12 }, (_, i) => ({ key: i < 8 ? "1" : "0", value: 1000 })),
    minimumEffect: 0.05,
    minorPerMajor: 100,
    now: new Date("2026-11-05T00:00:00Z"),
  });

  it("adds up the days per group and runs the statistics on them", () => {
    expect(results.totalVisitors).toBe(400);
    expect(results.groups.map((g) => [g.totals.visitors, g.totals.buyers, g.revenuePerVisitorUncapped])).toEqual([
      [200, 4, 0.2],
      [200, 8, 0.4],
    ]);
    expect(results.analysis!.groups.map((g) => g.conversionRate)).toEqual([0.02, 0.04]);
    expect(results.revenueCap).toBe(10);
    expect(results.daysRunning).toBe(4);
    expect(results.firstDay).toBe("2026-11-01");
  });

  it("gives cumulative series for every day, gaps included", () => {
    expect(results.conversionSeries.map((p) => p.day)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(results.conversionSeries.map((p) => p["1"])).toEqual([0, 0, 0.04]);
    expect(results.revenueSeries.at(-1)).toEqual({ day: "2026-11-03", "0": 0.2, "1": 0.4 });
  });
});
