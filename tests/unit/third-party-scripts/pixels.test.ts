import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsentGroup, OnConsent } from "@/features/analytics/domain/consent";
import { resetInjectedScripts } from "@/features/third-party-scripts/client/inject-script";
import { loadMetaPixel, trackMetaConversion } from "@/features/third-party-scripts/client/load-meta-pixel";
import { loadTikTokPixel, trackTikTokConversion } from "@/features/third-party-scripts/client/load-tiktok-pixel";
import { loadTwitterPixel } from "@/features/third-party-scripts/client/load-twitter-pixel";
import { loadTagManager } from "@/features/third-party-scripts/client/load-tag-manager";
import { loadReviewWidget } from "@/features/third-party-scripts/client/load-review-widget";
import { scriptDocument } from "../../helpers/browser-stand-ins";

type Win = Record<string, unknown>;

describe("pixel and widget loaders", () => {
  let win: Win;
  let appended: ReturnType<typeof scriptDocument>["appended"];
  let asked: ConsentGroup[];
  let granted: Set<ConsentGroup>;
  const onConsent: OnConsent = (group, fn) => {
    asked.push(group);
    if (granted.has(group)) fn();
    return () => undefined;
  };

  beforeEach(() => {
    resetInjectedScripts();
    const stand = scriptDocument();
    appended = stand.appended;
    win = {};
    asked = [];
    granted = new Set();
    vi.stubGlobal("window", win);
    vi.stubGlobal("document", stand.doc);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("load nothing and ask for nothing without an id", () => {
    granted = new Set(["targeting", "performance", "functional"]);
    for (const load of [loadMetaPixel, loadTikTokPixel, loadTwitterPixel, loadTagManager, loadReviewWidget]) load(onConsent, undefined);
    expect(asked).toEqual([]);
    expect(appended).toEqual([]);
  });

  it("wait for their consent group", () => {
    loadMetaPixel(onConsent, "111");
    loadTikTokPixel(onConsent, "222");
    loadTwitterPixel(onConsent, "o1x2y");
    loadTagManager(onConsent, "GTM-ABC");
    loadTagManager(onConsent, "GTM-ABC", "necessary");
    loadReviewWidget(onConsent, "bu-1");
    expect(asked).toEqual(["targeting", "targeting", "targeting", "performance", "necessary", "functional"]);
    expect(appended).toEqual([]);
  });

  it("Meta: queues init and PageView, loads fbevents.js and tracks conversions with the shared eventID", () => {
    granted.add("targeting");
    loadMetaPixel(onConsent, "111");
    loadMetaPixel(onConsent, "111");
    expect(appended.map((s) => s.src)).toEqual(["https://connect.facebook.net/en_US/fbevents.js"]);
    trackMetaConversion("Purchase", "evt-1", { value: 9.99, currency: "USD" });
    const fbq = win.fbq as { queue: unknown[][] };
    expect(fbq.queue).toEqual([
      ["init", "111"],
      ["track", "PageView"],
      ["track", "Purchase", { value: 9.99, currency: "USD" }, { eventID: "evt-1" }],
    ]);
    expect(win._fbq).toBe(win.fbq);
  });

  it("TikTok: the queueing stub, the SDK URL with the pixel id, and conversions with event_id", () => {
    granted.add("targeting");
    loadTikTokPixel(onConsent, "C123");
    expect(appended.map((s) => s.src)).toEqual(["https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C123&lib=ttq"]);
    trackTikTokConversion("Purchase", "evt-2", { value: 5 });
    expect([...(win.ttq as unknown[][])]).toEqual([["page"], ["track", "CompletePayment", { value: 5 }, { event_id: "evt-2" }]]);
    expect(win.TiktokAnalyticsObject).toBe("ttq");
  });

  it("Twitter: config with the pixel id and uwt.js", () => {
    granted.add("targeting");
    loadTwitterPixel(onConsent, "o1x2y");
    expect((win.twq as { queue: unknown[][] }).queue).toEqual([["config", "o1x2y"]]);
    expect(appended.map((s) => s.src)).toEqual(["https://static.ads-twitter.com/uwt.js"]);
  });

  it("tag manager: the gtm.js start event and the container script", () => {
    granted.add("performance");
    loadTagManager(onConsent, "GTM-ABC");
    expect(win.dataLayer).toEqual([{ "gtm.start": expect.any(Number), event: "gtm.js" }]);
    expect(appended.map((s) => s.src)).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-ABC"]);
  });

  it("review widget: the TrustBox bootstrap after functional consent", () => {
    granted.add("functional");
    loadReviewWidget(onConsent, "bu-1");
    expect(appended.map((s) => s.src)).toEqual(["https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js"]);
  });
});
