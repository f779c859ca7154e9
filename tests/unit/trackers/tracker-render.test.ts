import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FastingTimer } from "@/features/trackers/components/fasting-timer";
import { WaterTracker } from "@/features/trackers/components/water-tracker";
import { WeightLog } from "@/features/trackers/components/weight-log";
import ar from "../../../messages/ar.json";
import en from "../../../messages/en.json";

function render(locale: "en" | "ar", element: ReactElement) {
  const messages = { trackers: (locale === "ar" ? ar : en).trackers };
  const props = { locale, messages, timeZone: "UTC" } as ComponentProps<typeof NextIntlClientProvider>;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props, element));
}

describe("tracker components as the server sends them", () => {
  it("the fasting timer counts down to the window at a fixed moment (local wall time)", () => {
    const html = render("en", createElement(FastingTimer, { schedule: { fastHours: 16, eatHours: 8, windowStart: "12:00" }, now: new Date(2026, 2, 1, 6, 30, 0), openFast: null }));
    expect(html).toContain("5:30:00");
    expect(html).toContain(en.trackers.fasting.fastingNow);
    expect(html).toContain(en.trackers.fasting.opensIn);
    expect(html).toContain("Eating window: 12:00 PM – 8:00 PM");
    expect(html).toContain(en.trackers.fasting.startFast);
  });

  it("a logged fast shows its elapsed time and the end button", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const html = render("en", createElement(FastingTimer, { schedule: { fastHours: 16, eatHours: 8, windowStart: "12:00" }, now, openFast: { startedAt: "2026-02-28T20:00:00Z" } }));
    expect(html).toContain("14:00:00");
    expect(html).toContain(en.trackers.fasting.endFast);
    expect(html).toContain("Goal: 16 hours");
  });

  it("without a fixed moment the server shows no time (the browser's clock decides)", () => {
    const html = render("en", createElement(FastingTimer, { schedule: { fastHours: 16, eatHours: 8, windowStart: "12:00" }, openFast: null }));
    expect(html).toContain("–:––:––");
  });

  it("the water tracker shows the day against the target, in Arabic too", () => {
    const html = render("en", createElement(WaterTracker, { targetMl: 2800, todayMl: 750 }));
    expect(html).toContain("750 of 2,800 ml");
    expect(html).toContain('aria-valuenow="750"');
    expect(html).toContain('style="width:27%"');
    const arabic = render("ar", createElement(WaterTracker, { targetMl: 2800, todayMl: 0 }));
    const number = new Intl.NumberFormat("ar");
    expect(arabic).toContain(`${number.format(0)} من ${number.format(2800)} مل`);
    expect(/<button[^>]*>[^<]*− كوب/.exec(arabic)?.[0]).toContain('disabled=""');
  });

  it("the weight log shows the latest weight and goal in the person's units", () => {
    const entries = [
      { date: "2026-03-01", kg: 90 },
      { date: "2026-03-08", kg: 89 },
    ];
    const metric = render("en", createElement(WeightLog, { entries, goalKg: 80, units: "metric" }));
    expect(metric).toContain("Latest: 89 kg on Mar 8.");
    expect(metric).toContain("Goal: 80 kg.");
    expect(metric).toContain('data-testid="weight-chart"');
    const imperial = render("en", createElement(WeightLog, { entries, goalKg: 80, units: "imperial" }));
    expect(imperial).toContain("Latest: 196.2 lb on Mar 8.");
    expect(imperial).toContain("Today&#x27;s weight (lb)");
    const empty = render("en", createElement(WeightLog, { entries: [], goalKg: 80, units: "metric" }));
    expect(empty).toContain(en.trackers.weight.empty);
    expect(empty).not.toContain('data-testid="weight-chart"');
  });
});
