import { describe, expect, it } from "vitest";
import { dayOfWeek, daysAhead, isWeekStart, shiftDate, weekStartOf } from "@/features/plan/domain/plan-week";
import cases from "./plan-week.cases.json";

describe("plan weeks (Monday to Sunday)", () => {
  it.each(cases.weekStartOf)("$date is in the week of $weekStart ($why)", ({ date, weekStart }) => {
    expect(weekStartOf(date)).toBe(weekStart);
    expect(dayOfWeek(weekStart, date)).toBe((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7);
    expect(isWeekStart(weekStart)).toBe(true);
  });

  it.each(cases.daysAhead)("today and the next six days from $today ($why)", ({ today, days }) => {
    expect(daysAhead(today)).toEqual(days);
  });

  it("refuses anything but a Monday as a week start", () => {
    expect(isWeekStart("2026-11-24")).toBe(false);
    expect(isWeekStart("2026-13-01")).toBe(false);
    expect(isWeekStart("23.11.2026")).toBe(false);
    expect(shiftDate("2026-11-23", 7)).toBe("2026-11-30");
  });
});
