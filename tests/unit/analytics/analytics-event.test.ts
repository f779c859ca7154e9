import { describe, expect, it } from "vitest";
import { clampEventTime, enrichEvent } from "@/features/analytics/domain/analytics-event";
import { eventBatchSchema } from "@/features/analytics/domain/analytics-event-schema";
import { buildDurationEvent, durationEventSchema } from "@/features/analytics/domain/duration-event";
import { detectOs, refineOs } from "@/features/analytics/domain/detect-os";

const now = 1_700_000_000_000;

describe("enrichEvent", () => {
  it("adds the current URL and only the non-empty click ids", () => {
    const event = enrichEvent("quiz_start", { step: 1 }, {
      url: "https://site.example/quiz?x=1",
      attribution: { fbclid: "abc", custom_fbc: "fb.1.1.abc", gclid: "", utm_source: "fb", proxy_user_id: "v" },
      experimentGroups: { price: "b" },
      nowMs: now,
    });
    expect(event).toEqual({
      name: "quiz_start",
      properties: { step: 1, url: "https://site.example/quiz?x=1", fbclid: "abc", custom_fbc: "fb.1.1.abc" },
      url: "https://site.example/quiz?x=1",
      clickIds: { fbclid: "abc", custom_fbc: "fb.1.1.abc" },
      experimentGroups: { price: "b" },
      time: now,
    });
  });
});

describe("event batch schema", () => {
  const event = { name: "page_view", time: now };
  it("accepts 1-50 events and fills defaults", () => {
    const parsed = eventBatchSchema.parse({ events: [event] });
    expect(parsed.events[0]).toEqual({ ...event, properties: {}, clickIds: {}, experimentGroups: {} });
    expect(eventBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(eventBatchSchema.safeParse({ events: Array(51).fill(event) }).success).toBe(false);
  });

  it("refuses bad names, unknown click ids and oversized properties", () => {
    expect(eventBatchSchema.safeParse({ events: [{ ...event, name: "<script>" }] }).success).toBe(false);
    expect(eventBatchSchema.safeParse({ events: [{ ...event, clickIds: { nope: "x" } }] }).success).toBe(false);
    expect(eventBatchSchema.safeParse({ events: [{ ...event, properties: { big: "x".repeat(5000) } }] }).success).toBe(false);
  });

  it("trusts the browser clock only within the last week", () => {
    expect(clampEventTime(now - 1000, now)).toBe(now - 1000);
    expect(clampEventTime(now + 1000, now)).toBe(now);
    expect(clampEventTime(now - 8 * 86_400_000, now)).toBe(now);
  });
});

describe("duration event", () => {
  it("maps the attribution to platforms and utm", () => {
    const body = buildDurationEvent({
      event: "quiz_finish",
      attribution: {
        proxy_user_id: "v1", custom_fbc: "fb.1.1.a", _fbp: "fb.1.1.9", gclid: "g", wbraid: "w", _scid: "s", ScCid: "S",
        ttclid: "t", twclid: "tw", vmcid: "y", utm_campaign: "c", utm_medium: "m", utm_source: "fb",
      },
      host: "site.example",
      project: "platewise",
    });
    expect(durationEventSchema.parse(body)).toMatchObject({
      event: "quiz_finish",
      proxyUserId: "v1",
      platforms: {
        facebook: { fbc: "fb.1.1.a", fbp: "fb.1.1.9" },
        google: { gclid: "g", wbraid: "w" },
        snapchat: { scid: "s", ScCid: "S" },
        tiktok: { ttclid: "t" },
        twitter: { twclid: "tw" },
        yahoo: { vmcid: "y" },
      },
      utm: { campaign: "c", medium: "m", source: "fb" },
    });
  });

  it("prefers the pixel's _fbc over the derived one", () => {
    const body = buildDurationEvent({ event: "e", attribution: { _fbc: "fb.1.2.p", custom_fbc: "fb.1.1.d" }, project: "p" });
    expect(body.platforms.facebook).toEqual({ fbc: "fb.1.2.p", fbp: undefined });
  });
});

describe("detectOs", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15", { name: "iOS", version: "17.4.1" }],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36", { name: "Android", version: "14" }],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36", { name: "Windows", version: "10" }],
    ["Mozilla/5.0 (Windows NT 6.1; WOW64)", { name: "Windows", version: "7" }],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15", { name: "macOS", version: "10.15.7" }],
    ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36", { name: "Chrome OS", version: "14541.0.0" }],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36", { name: "Linux" }],
  ])("%s", (ua, os) => {
    expect(detectOs(ua)).toEqual(os);
  });

  it("throws for an unknown system", () => {
    expect(() => detectOs("curl/8.0")).toThrow(/Unknown operating system/);
  });

  it("tells Windows 11 and iPads apart with browser hints", () => {
    expect(refineOs({ name: "Windows", version: "10" }, { platform: "Windows", platformVersion: "15.0.0" })).toEqual({ name: "Windows", version: "11" });
    expect(refineOs({ name: "Windows", version: "10" }, { platform: "Windows", platformVersion: "10.0.0" })).toEqual({ name: "Windows", version: "10" });
    expect(refineOs({ name: "macOS", version: "10.15.7" }, { maxTouchPoints: 5 })).toEqual({ name: "iPadOS" });
    expect(refineOs({ name: "macOS", version: "10.15.7" }, { maxTouchPoints: 0 })).toEqual({ name: "macOS", version: "10.15.7" });
  });
});
