import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeSplit } from "@/features/experiments/domain/stats/analyze-split";
import { querySplitResults } from "@/features/split-results/server/query-split-results";
import { refreshSplitResults } from "@/features/split-results/server/refresh-split-results";
import type { DatabaseHandle } from "@/server/db/create-database";
import { openBillingDatabase } from "../billing/billing-test-setup";
import { splitResultsWorld } from "./split-results-world";

describe("split results: exposures and orders to the page's numbers", () => {
  let handle: DatabaseHandle;
  let world: ReturnType<typeof splitResultsWorld>;
  const now = () => new Date(Date.now() + 60_000);

  beforeAll(async () => {
    handle = await openBillingDatabase();
    world = splitResultsWorld(handle.db);
  });
  afterAll(async () => handle.close());

  it("counts every assigned visitor, purchases, net revenue after refunds, upsells and refunds by group", async () => {
    await world.stepSplit("itt_hand", [50, 50]);
    await world.exposures("itt_hand", "0", ["a1", "a2", "a3", "a4"]);
    await world.exposures("itt_hand", "1", ["b1", "b2", "b3", "b4"]);
    await world.purchase("a1", 1000);
    const a2 = await world.purchase("a2", 2000);
    await world.order(a2.userUuid, "upsell", 500);
    await world.purchase("b1", 3000);
    await world.purchase("b2", 1500, { currency: "EUR" });
    await world.purchase("b3", 900, { status: "pending" });
    await refreshSplitResults(handle.db, { now });

    // A refund after the first run: only the changed visitor is recomputed.
    await world.refund(a2.orderId, 1000, false);
    const second = await refreshSplitResults(handle.db, { now });
    expect(second.exposures).toBe(0);
    expect(second.recomputed).toBe(1);

    const view = (await querySplitResults(handle.db, "itt_hand", now()))!;
    const [control, variant] = view.groups;
    // By hand: group 0 has 4 visitors, 2 buyers (a1, a2), net 1000 + (2000 − 1000) + 500 = 2500 cents.
    expect(control!.totals).toMatchObject({ visitors: 4, buyers: 2, upsellTakers: 1, refundedBuyers: 1, netSum: 2500 });
    expect(control!.revenuePerVisitorUncapped).toBeCloseTo(6.25, 10);
    // Group 1: 4 visitors, 2 buyers (b1 in USD, b2 in EUR: a purchase without USD revenue), net 3000.
    expect(variant!.totals).toMatchObject({ visitors: 4, buyers: 2, upsellTakers: 0, refundedBuyers: 0, otherCurrencyBuyers: 1, netSum: 3000 });
    expect(variant!.revenuePerVisitorUncapped).toBeCloseTo(7.5, 10);
    const analysis = view.analysis!;
    expect(analysis.groups.map((g) => g.conversionRate)).toEqual([0.5, 0.5]);
    // Per-visitor net revenues 10 (a1), 15 (a2), 30 (b1) USD: the pooled 99th percentile (type 7)
    // is 15 + 0.98 × 15 = 29.70, so b1 counts as 29.70 in the tests.
    expect(view.revenueCap).toBeCloseTo(29.7, 10);
    const listed = analyzeSplit({
      groups: [
        { name: "Group 0", percent: 50, visitors: 4, conversions: 2, revenue: { values: [10, 15] }, upsellTakes: 1, refunds: 1 },
        { name: "Group 1", percent: 50, visitors: 4, conversions: 2, revenue: { values: [30] }, upsellTakes: 0, refunds: 0 },
      ],
      daysRunning: view.daysRunning,
      minimumEffect: 0.05,
    });
    expect(analysis.groups[1]!.revenuePerVisitor).toBeCloseTo(listed.groups[1]!.revenuePerVisitor, 10);
    expect(analysis.comparisons[0]!.revenuePerVisitor.pValue!).toBeCloseTo(listed.comparisons[0]!.revenuePerVisitor.pValue!, 8);
  });

  it("gives the same sums when rebuilt from scratch", async () => {
    const daily = async () => {
      const result = (await handle.db.execute(
        sql`select * from split_result_daily where split_name = 'itt_hand' order by group_key, day`,
      )) as unknown as { rows?: unknown[] } | unknown[];
      return Array.isArray(result) ? result : result.rows;
    };
    const before = await daily();
    await handle.db.execute(sql`delete from split_result_daily`);
    await handle.db.execute(sql`delete from split_result_visitors`);
    await handle.db.execute(sql`delete from split_result_state`);
    await refreshSplitResults(handle.db, { now, batchSize: 3 });
    expect(await daily()).toEqual(before);
  });

  it("answers null for an unknown split and zero groups for a split without exposures", async () => {
    expect(await querySplitResults(handle.db, "no_such_split", now())).toBeNull();
    await world.pageSplit("page_empty", [
      { id: "a", weight: 1 },
      { id: "b", weight: 3 },
    ]);
    const view = (await querySplitResults(handle.db, "page_empty", now()))!;
    expect(view.groups.map((g) => [g.key, g.percent, g.totals.visitors])).toEqual([
      ["a", 25, 0],
      ["b", 75, 0],
    ]);
    expect(view.totalVisitors).toBe(0);
    expect(view.conversionSeries).toEqual([]);
  });
});
