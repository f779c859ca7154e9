import { describe, expect, it } from "vitest";
import { msUntilNextDay, parseTimeZone, personDay, timeZoneCookieName, timeZoneSync } from "@/features/plan/domain/person-day";
import cases from "./person-day.cases.json";

describe("the person's day in their own time zone", () => {
  it.each(cases.personDay)("$now in $timeZone is $day ($why)", ({ now, timeZone, day }) => {
    expect(personDay(new Date(now), timeZone ?? undefined)).toBe(day);
  });

  it.each(cases.parseTimeZone)("parses $raw as $zone ($why)", ({ raw, zone }) => {
    expect(parseTimeZone(raw)).toBe(zone ?? undefined);
  });

  it.each(cases.timeZoneSync)("the browser in $browserZone writes $write, refreshes $refresh ($why)", ({ browserZone, cookieZone, shownDay, now, write, refresh }) => {
    expect(timeZoneSync({ browserZone: browserZone ?? undefined, cookieZone: cookieZone ?? undefined, shownDay, now: new Date(now) })).toEqual({ write, refresh });
  });

  it.each(cases.msUntilNextDay)("from $now in $timeZone the next day starts in $ms ms ($why)", ({ now, timeZone, ms }) => {
    expect(msUntilNextDay(new Date(now), timeZone ?? undefined)).toBe(ms);
  });

  it("gives every zone's day within one day of UTC's, for any moment", () => {
    const zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kathmandu", "America/St_Johns", "Australia/Lord_Howe"];
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 1_234);
      const utc = now.toISOString().slice(0, 10);
      for (const zone of zones) {
        const offsetDays = Math.round((Date.parse(`${personDay(now, zone)}T00:00:00Z`) - Date.parse(`${utc}T00:00:00Z`)) / 86_400_000);
        expect(Math.abs(offsetDays), `${zone} at ${now.toISOString()}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it("names the browser's cookie pw_tz", () => {
    expect(timeZoneCookieName).toBe("pw_tz");
  });
});
