import { describe, expect, it } from "vitest";
import { addCalendarDays, isCalendarDay, isLoggableDay } from "@/features/trackers/domain/local-day";
import { maxDailyWaterMl, nextWaterTotal, waterProgress } from "@/features/trackers/domain/water";
import { waterTargetMl } from "@/features/meal-plan/domain/energy";

describe("water", () => {
  it("never goes below zero nor above the daily maximum", () => {
    expect(nextWaterTotal(0, -250)).toBe(0);
    expect(nextWaterTotal(100, -250)).toBe(0);
    expect(nextWaterTotal(500, 250)).toBe(750);
    expect(nextWaterTotal(maxDailyWaterMl, 250)).toBe(maxDailyWaterMl);
  });

  it("measures progress against the body-weight target", () => {
    expect(waterTargetMl(80)).toBe(2800);
    expect(waterProgress(1400, waterTargetMl(80))).toBe(0.5);
    expect(waterProgress(5000, 2800)).toBe(1);
  });
});

describe("days", () => {
  it("knows real calendar days", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-1-01")).toBe(false);
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("accepts every time zone's today and recent days, never a future one", () => {
    const now = Date.parse("2026-06-15T11:00:00Z");
    expect(isLoggableDay("2026-06-16", now)).toBe(true); // UTC+14 is already there
    expect(isLoggableDay("2026-06-17", now)).toBe(false);
    expect(isLoggableDay("2026-01-01", now)).toBe(true);
    expect(isLoggableDay("2024-01-01", now)).toBe(false);
  });
});
