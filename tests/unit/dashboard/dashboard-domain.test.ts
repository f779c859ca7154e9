import { describe, expect, it } from "vitest";
import { bucketEvents, type VisitorDimensions } from "@/features/dashboard/domain/bucket-events";
import { diffRows, mergeRows, type DailyRow } from "@/features/dashboard/domain/counters";
import { dropOff, ratios } from "@/features/dashboard/domain/dashboard-figures";
import { daysOf, isFilterProblem, resolveFilters, dashboardQuerySchema } from "@/features/dashboard/domain/dashboard-filters";
import { eventDimensions, localeFromUrl, sourceFromUrl, type DashboardEvent } from "@/features/dashboard/domain/event-dimensions";
import { orderRows, type OrderFact } from "@/features/dashboard/domain/order-rows";
import { sessionRows } from "@/features/dashboard/domain/session-rows";
import { dayOf, slicesOf } from "@/features/dashboard/domain/slices";
import bucketCases from "./golden/bucket-events.json";
import filterCases from "./golden/filters.json";
import orderCases from "./golden/order-rows.json";

const key = (day: string, extra: Partial<DailyRow["key"]> = {}): DailyRow["key"] => ({
  day, funnel: "", locale: "en", country: "", source: "", experiment: "", grp: "", ...extra,
});

describe("bucketing events (golden cases)", () => {
  it.each(bucketCases.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const known = new Map(c.known.map((k: VisitorDimensions) => [k.visitorId, k]));
    const events = c.events.map((e) => ({ ...e, occurredAt: new Date(e.occurredAt) })) as DashboardEvent[];
    expect(bucketEvents(events, bucketCases.locales, "en", known)).toEqual(c.expected);
  });
});

describe("dimensions of an event", () => {
  it("an unknown locale in the address falls back to the default", () => {
    expect(eventDimensions({ properties: {}, url: "https://x.test/xx/page" }, ["en", "fr"], "en").locale).toBe("en");
    expect(eventDimensions({ properties: { locale: "fr" }, url: "https://x.test/xx/page" }, ["en", "fr"], "en").locale).toBe("fr");
  });
  it("reads the locale from the first path segment, only when it is a locale", () => {
    expect(localeFromUrl("https://x.test/zh-TW/quiz", ["en", "zh-TW"], "en")).toBe("zh-TW");
    expect(localeFromUrl("https://x.test/quiz/de", ["en", "de"], "en")).toBe("en");
    expect(localeFromUrl(null, ["en"], "en")).toBe("en");
  });
  it("reads utm_source from the query, and prefers the property", () => {
    expect(sourceFromUrl("https://x.test/?a=1&utm_source=tiktok")).toBe("tiktok");
    expect(sourceFromUrl("https://x.test/")).toBe("");
    expect(eventDimensions({ properties: { utm_source: "Meta" }, url: "https://x.test/?utm_source=tiktok" }, ["en"], "en").source).toBe("meta");
  });
  it("cuts hostile long values", () => {
    expect(eventDimensions({ properties: { funnel: "f".repeat(500) }, url: null }, ["en"], "en").funnel).toHaveLength(100);
  });
  it("days are UTC", () => {
    expect(dayOf(new Date("2026-03-01T23:30:00-02:00"))).toBe("2026-03-02");
  });
  it("a fact is counted for everyone and once per experiment, in name order", () => {
    const dims = { funnel: "k", locale: "en", country: "", source: "" };
    expect(slicesOf("2026-03-01", dims, { b: "2", a: "1", empty: "" }).map((s) => `${s.experiment}:${s.grp}`)).toEqual([":", "a:1", "b:2"]);
  });
});

describe("merging and differences of rows", () => {
  it("adds rows of the same key and currency and drops zeros", () => {
    const rows: DailyRow[] = [
      { key: key("2026-03-01"), currency: "", counters: { pageViews: 1 } },
      { key: key("2026-03-01"), currency: "", counters: { pageViews: 2, quizStarts: 1 } },
      { key: key("2026-03-01"), currency: "EUR", counters: { revenueMinor: 0 } },
      { key: key("2026-03-02"), currency: "", counters: { pageViews: 1 } },
    ];
    expect(mergeRows(rows)).toEqual([
      { key: key("2026-03-01"), currency: "", counters: { pageViews: 3, quizStarts: 1 } },
      { key: key("2026-03-02"), currency: "", counters: { pageViews: 1 } },
    ]);
  });
  it("the difference of a changed fact takes back the old rows and adds the new", () => {
    const before: DailyRow[] = [{ key: key("2026-03-01"), currency: "EUR", counters: { purchases: 1, revenueMinor: 1999 } }];
    const after: DailyRow[] = [{ key: key("2026-03-01"), currency: "EUR", counters: { purchases: 1, revenueMinor: 1999, refunds: 1, refundedMinor: 1999 } }];
    expect(diffRows(before, after)).toEqual([{ key: key("2026-03-01"), currency: "EUR", counters: { refunds: 1, refundedMinor: 1999 } }]);
    expect(diffRows(after, after)).toEqual([]);
    expect(diffRows(before, [])).toEqual([{ key: key("2026-03-01"), currency: "EUR", counters: { purchases: -1, revenueMinor: -1999 } }]);
  });
  it("a fact that moved to another day moves its counts", () => {
    const old: DailyRow[] = [{ key: key("2026-03-01"), currency: "", counters: { completions: 1 } }];
    const moved: DailyRow[] = [{ key: key("2026-03-02"), currency: "", counters: { completions: 1 } }];
    expect(diffRows(old, moved)).toEqual([
      { key: key("2026-03-01"), currency: "", counters: { completions: -1 } },
      { key: key("2026-03-02"), currency: "", counters: { completions: 1 } },
    ]);
  });
});

describe("orders and sessions as rows (golden cases)", () => {
  it.each(orderCases.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const rows = orderRows(c.order as OrderFact);
    expect(rows.map((r) => [r.key.experiment, r.key.grp])).toEqual(c.slices);
    for (const row of rows) {
      expect(row.counters).toEqual(c.counters);
      expect(row.currency).toBe(c.order.currency);
      expect(row.key.day).toBe(c.order.day);
    }
  });
  it("a session counts its completion and its capture on their own days", () => {
    const rows = sessionRows({
      completedDay: "2026-03-02",
      capturedDay: "2026-03-01",
      dimensions: { funnel: "keto", locale: "en", country: "DE", source: "" },
      groups: { hero: "a" },
    });
    expect(rows.map((r) => [r.key.day, r.key.experiment, r.counters])).toEqual([
      ["2026-03-02", "", { completions: 1 }],
      ["2026-03-02", "hero", { completions: 1 }],
      ["2026-03-01", "", { captures: 1 }],
      ["2026-03-01", "hero", { captures: 1 }],
    ]);
    expect(sessionRows({ completedDay: null, capturedDay: null, dimensions: { funnel: "k", locale: "en", country: "", source: "" }, groups: {} })).toEqual([]);
  });
});

describe("filters (golden cases)", () => {
  it.each(filterCases.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const parsed = dashboardQuerySchema.parse(c.query);
    const resolved = resolveFilters(parsed, filterCases.today);
    if ("code" in c.expected) {
      expect(isFilterProblem(resolved) && resolved.code).toBe(c.expected.code);
    } else expect(resolved).toEqual(c.expected);
  });
  it("refuses dates that do not exist and unknown parameters", () => {
    expect(dashboardQuerySchema.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(dashboardQuerySchema.safeParse({ from: "2026-2-3" }).success).toBe(false);
    expect(dashboardQuerySchema.safeParse({ colour: "red" }).success).toBe(false);
  });
  it("lists every day of a range", () => {
    expect(daysOf("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("figures", () => {
  it("drop-off orders steps, merges a step seen at two positions, and shares against the first step", () => {
    const steps = dropOff([
      { step: "age", stepNumber: 2, views: 50, answers: 40 },
      { step: "goal", stepNumber: 1, views: 100, answers: 90 },
      { step: "age", stepNumber: 3, views: 10, answers: 5 },
      { step: "email", stepNumber: 4, views: 0, answers: 0 },
      { step: "plan", stepNumber: 5, views: 5, answers: 0 },
    ]);
    expect(steps.map((s) => [s.step, s.stepNumber, s.views, s.reached, s.lostFromPrevious])).toEqual([
      ["goal", 1, 100, 1, null],
      ["age", 2, 60, 0.6, 0.4],
      ["email", 4, 0, 0, 1],
      ["plan", 5, 5, 0.05, null],
    ]);
  });
  it("ratios are null without a base", () => {
    const r = ratios({ visitors: 0, pageViews: 0, quizStarts: 0, completions: 0, captures: 0, purchases: 4, upsells: 1, renewals: 0, refunds: 1 });
    expect(r.completionRate).toBeNull();
    expect(r.upsellTakeRate).toBe(0.25);
    expect(r.refundRate).toBe(0.2);
  });
});
