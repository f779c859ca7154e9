import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryDashboard } from "@/features/dashboard/server/query-dashboard";
import { openDashboardWorld, rawEventCounts, type DashboardWorld } from "./dashboard-world";

const day1 = "2026-03-01";
const day2 = "2026-03-02";
const range = { from: day1, to: day2 };

function quizView(visitor: string, at: string, step: string, stepNumber: number, extra: Record<string, unknown> = {}) {
  return { visitor, name: "quiz_step_view", at, properties: { funnel: "keto", step, stepNumber, ...extra } };
}
function quizAnswer(visitor: string, at: string, step: string, stepNumber: number) {
  return { visitor, name: "quiz_step_answer", at, properties: { funnel: "keto", step, stepNumber } };
}

let world: DashboardWorld;
beforeAll(async () => {
  world = await openDashboardWorld();
});
afterAll(async () => {
  await world.handle.close();
});

describe("dashboard aggregation", () => {
  it("counts events once, however often it runs, and matches straight counts over the raw events", async () => {
    await world.events([
      { visitor: "v1", name: "page_view", at: `${day1}T08:00:00Z`, url: "https://platewise.example/de/quiz?utm_source=Facebook", properties: { country: "de" } },
      quizView("v1", `${day1}T08:01:00Z`, "goal", 1, { locale: "de", country: "DE", utm_source: "facebook" }),
      quizAnswer("v1", `${day1}T08:01:30Z`, "goal", 1),
      quizView("v1", `${day1}T08:02:00Z`, "age", 2),
      { visitor: "v2", name: "page_view", at: `${day1}T09:00:00Z`, url: "https://platewise.example/", groups: { hero: "b" } },
      quizView("v2", `${day1}T09:01:00Z`, "goal", 1),
      { visitor: "v3", name: "page_view", at: `${day2}T10:00:00Z`, url: "https://platewise.example/fr/?utm_source=google" },
    ]);
    const first = await world.aggregate({ eventBatchSize: 2 });
    expect(first.events).toBe(7);
    expect(first.eventBatches).toBe(4);
    const once = await queryDashboard(world.db, range);
    const again = await world.aggregate();
    expect(again.events).toBe(0);
    expect(await queryDashboard(world.db, range)).toEqual(once);

    const raw = await rawEventCounts(world.db, day1, day2);
    expect(once.totals.visitors).toBe(raw.visitors);
    expect(once.totals.quizStarts).toBe(raw.quizStarts);
    expect(once.totals.pageViews).toBe(raw.pageViews);
    expect(once.totals).toMatchObject({ visitors: 3, quizStarts: 2, pageViews: 3 });
  });

  it("adds only the new events on the next run (visitors stay distinct per day)", async () => {
    await world.events([
      { visitor: "v1", name: "page_view", at: `${day1}T12:00:00Z`, url: "https://platewise.example/de/", properties: { country: "DE" } },
      quizView("v4", `${day2}T11:00:00Z`, "goal", 1),
      quizView("v4", `${day2}T11:02:00Z`, "goal", 1),
      quizAnswer("v4", `${day2}T11:03:00Z`, "goal", 1),
      quizView("v4", `${day2}T11:04:00Z`, "age", 2),
      quizAnswer("v4", `${day2}T11:05:00Z`, "age", 2),
      quizView("v4", `${day2}T11:06:00Z`, "weight", 3),
    ]);
    expect((await world.aggregate()).events).toBe(7);
    const report = await queryDashboard(world.db, range);
    const raw = await rawEventCounts(world.db, day1, day2);
    expect(report.totals).toMatchObject({ visitors: raw.visitors, quizStarts: raw.quizStarts, pageViews: raw.pageViews });
    const day1Point = report.series.find((p) => p.day === day1)!;
    const rawDay1 = await rawEventCounts(world.db, day1, day1);
    expect(day1Point.visitors).toBe(rawDay1.visitors);
    expect(report.funnel?.name).toBe("keto");
    expect(report.funnel?.steps.map((s) => [s.step, s.views, s.answers])).toEqual([
      ["goal", 4, 2],
      ["age", 2, 1],
      ["weight", 1, 0],
    ]);
    expect(report.funnel?.steps[2]?.reached).toBeCloseTo(0.25);
  });

  it("filters by locale, country, source and experiment group from the aggregates", async () => {
    const de = await queryDashboard(world.db, { ...range, locale: "de" });
    expect(de.totals.visitors).toBe((await rawEventCounts(world.db, day1, day2, sql`(url like '%/de/%' or properties->>'locale' = 'de')`)).visitors);
    expect((await queryDashboard(world.db, { ...range, country: "DE" })).totals).toMatchObject({ visitors: 1, pageViews: 2, quizStarts: 1 });
    expect((await queryDashboard(world.db, { ...range, source: "google" })).totals).toMatchObject({ visitors: 1, pageViews: 1 });
    expect((await queryDashboard(world.db, { ...range, source: "facebook" })).totals.visitors).toBe(1);
    const heroB = await queryDashboard(world.db, { ...range, experiment: "hero", group: "b" });
    expect(heroB.totals).toMatchObject({ visitors: 1, pageViews: 1, quizStarts: 0 });
    expect((await queryDashboard(world.db, { ...range, experiment: "hero", group: "a" })).totals.visitors).toBe(0);
    const all = await queryDashboard(world.db, range);
    expect(all.breakdowns.experiment.map((r) => r.value)).toEqual(["hero: b"]);
    expect(all.options.locale).toEqual(expect.arrayContaining(["de", "en", "fr"]));
    expect(all.breakdowns.country.find((r) => r.value === "DE")?.visitors).toBe(1);
  });

  it("counts purchases, upsells and revenue once; refunds reduce net revenue", async () => {
    const ctx = { visitor: "v1", locale: "de", country: "DE", utmSource: "facebook", funnel: "keto" };
    await world.exposure("v1", "price_test", "1");
    const first = await world.order({ kind: "initial", amountMinor: 1999, at: `${day1}T08:10:00Z`, context: ctx });
    const upsell = await world.order({ kind: "upsell", amountMinor: 999, at: `${day1}T08:11:00Z`, userUuid: first.userUuid });
    await world.order({ kind: "initial", amountMinor: 1999, status: "pending", at: `${day1}T08:12:00Z` });
    await world.aggregate();
    await world.aggregate();
    const paid = await queryDashboard(world.db, range);
    expect(paid.totals).toMatchObject({ purchases: 1, upsells: 1, refunds: 0 });
    expect(paid.ratios.upsellTakeRate).toBe(1);
    const eur = paid.money.find((m) => m.currency === "EUR")!;
    expect(eur.revenueMinor).toBe(2998);
    // 0.98 × (0.95 × amount − 0.39) for each sale, in cents
    expect(eur.netMinor).toBe(Math.round(0.98 * (0.95 * 19.99 - 0.39) * 100) + Math.round(0.98 * (0.95 * 9.99 - 0.39) * 100));
    expect(eur.netAfterRefundsMinor).toBe(eur.netMinor);
    // the upsell takes the buyer's first order's dimensions and groups
    expect((await queryDashboard(world.db, { ...range, country: "DE" })).totals.upsells).toBe(1);
    expect((await queryDashboard(world.db, { ...range, experiment: "price_test", group: "1" })).totals.purchases).toBe(1);

    await world.updateOrder(upsell.orderId, { status: "refunded", refundedMinor: 999 });
    await world.aggregate();
    await world.aggregate();
    const refunded = await queryDashboard(world.db, range);
    const eurAfter = refunded.money.find((m) => m.currency === "EUR")!;
    expect(refunded.totals).toMatchObject({ purchases: 1, upsells: 1, refunds: 1 });
    expect(eurAfter.revenueMinor).toBe(2998);
    expect(eurAfter.netAfterRefundsMinor).toBe(eur.netMinor - 999);
    expect(refunded.revenue.find((p) => p.day === day1)?.netMinor).toBe(eur.netMinor - 999);
  });

  it("counts quiz completions and e-mail captures from the sessions, with the visitor's first-seen country", async () => {
    await world.session({ visitor: "v1", funnel: "keto", locale: "de", completedAt: `${day1}T08:05:00Z`, email: "a@example.com", at: `${day1}T08:04:00Z` });
    await world.session({ visitor: "v4", funnel: "keto", locale: "en", at: `${day2}T11:00:00Z` });
    await world.aggregate();
    await world.aggregate();
    const report = await queryDashboard(world.db, range);
    expect(report.totals).toMatchObject({ completions: 1, captures: 1 });
    expect((await queryDashboard(world.db, { ...range, country: "DE" })).totals.completions).toBe(1);
    expect((await queryDashboard(world.db, { ...range, country: "FR" })).totals.completions).toBe(0);
  });
});
