import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAmplitude, logEvent, setUserProperties, unloadAmplitude, type AmplitudeSdk } from "@/features/analytics/client/amplitude";
import { startBrowserTracking } from "@/features/analytics/client/start-browser-tracking";
import { setTracker, trackEvent } from "@/features/analytics/client/track-event";
import { createTracker } from "@/features/analytics/client/tracker";
import { createEventQueue } from "@/features/analytics/client/event-queue";
import type { ConsentGroup, OnConsent } from "@/features/analytics/domain/consent";
import { setErrorService } from "@/features/errors/client/report-error";
import { memoryBrowserContext } from "../../helpers/browser-stand-ins";

/** A stand-in for the Amplitude SDK that records calls. */
function amplitudeStandIn() {
  const calls: unknown[][] = [];
  const sdk: AmplitudeSdk = {
    init: (...args) => calls.push(["init", ...args]),
    track: (...args) => calls.push(["track", ...args]),
    identify: (identify) => calls.push(["identify", (identify as unknown as { props: object }).props]),
    Identify: class {
      props: Record<string, unknown> = {};
      set(key: string, value: unknown) {
        this.props[key] = value;
      }
    } as unknown as AmplitudeSdk["Identify"],
  };
  return { sdk, calls };
}

/** The consent port: groups granted up front, or granted later by the test. */
function consentStandIn(granted: ConsentGroup[] = []) {
  const waiting: Array<{ group: ConsentGroup; fn: () => void }> = [];
  const onConsent: OnConsent = (group, fn) => {
    if (granted.includes(group)) fn();
    else waiting.push({ group, fn });
    return () => void waiting.splice(waiting.findIndex((w) => w.fn === fn), 1);
  };
  const grant = (group: ConsentGroup) => {
    granted.push(group);
    for (const w of waiting.filter((x) => x.group === group)) w.fn();
  };
  return { onConsent, grant, waiting };
}

function beaconTransport() {
  const sent: Array<{ events: Array<{ name: string; url: string; clickIds: object; properties: Record<string, unknown> }> }> = [];
  return { sent, transport: { beacon: (_url: string, body: string) => (sent.push(JSON.parse(body)), true), fetch: async () => undefined } };
}

afterEach(() => {
  unloadAmplitude();
  setErrorService(undefined);
  setTracker(undefined);
  vi.restoreAllMocks();
});

describe("Amplitude wrappers", () => {
  it("log the spec's messages when the SDK is not loaded and report it once", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: unknown[] = [];
    setErrorService({ captureException: (e) => reported.push(e), captureMessage: () => undefined });
    logEvent("x");
    setUserProperties({ a: "1" });
    logEvent("y");
    expect(errors.mock.calls.map((c) => c[0])).toEqual([
      "amplitudeLogEvent: amplitude sdk load error",
      "amplitudeSetUserProps: amplitude sdk load error",
      "amplitudeLogEvent: amplitude sdk load error",
    ]);
    expect(reported).toHaveLength(1);
    expect((reported[0] as { kind: string }).kind).toBe("analytics-load");
  });

  it("track events and set user properties through identify once loaded", async () => {
    const { sdk, calls } = amplitudeStandIn();
    await loadAmplitude("key-1", { userId: "u1", load: async () => sdk });
    logEvent("quiz_start", { step: 1 });
    setUserProperties({ utmSource: "fb", skipped: undefined });
    expect(calls[0]!.slice(0, 3)).toEqual(["init", "key-1", "u1"]);
    expect(calls.slice(1)).toEqual([
      ["track", "quiz_start", { step: 1 }],
      ["identify", { utmSource: "fb" }],
    ]);
  });

  it("reports a failed load as an analytics-load error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: Array<{ kind: string }> = [];
    setErrorService({ captureException: (e) => reported.push(e as { kind: string }), captureMessage: () => undefined });
    await loadAmplitude("k", { load: async () => Promise.reject(new Error("blocked by an ad blocker")) });
    expect(reported.map((e) => e.kind)).toEqual(["analytics-load"]);
  });
});

describe("trackEvent", () => {
  it("adds the URL and click ids from the cookies, and keeps events sent before the tracker", () => {
    const { ctx } = memoryBrowserContext("https://site.example/quiz?x=1", { cookies: { fbclid: "abc", gclid: "", utm_source: "fb" } });
    trackEvent("early", { a: 1 });
    const { sent, transport } = beaconTransport();
    const queue = createEventQueue({ endpoint: "/api/events", transport, batchSize: 1 });
    setTracker(createTracker({ ctx, queue, disabled: false, experimentGroups: () => ({ price: "b" }) }));
    trackEvent("late");
    expect(sent.map((b) => b.events[0]!.name)).toEqual(["early", "late"]);
    expect(sent[0]!.events[0]).toMatchObject({
      url: "https://site.example/quiz?x=1",
      clickIds: { fbclid: "abc" },
      properties: { a: 1, url: "https://site.example/quiz?x=1", fbclid: "abc" },
      experimentGroups: { price: "b" },
    });
  });
});

describe("startBrowserTracking", () => {
  it("stores nothing but the visitor id and sends nothing before consent; then the allowed values and the held page view", async () => {
    const { ctx, jar, store } = memoryBrowserContext("https://site.example/?utm_source=fb&utm_campaign=c1&fbclid=abc");
    const consent = consentStandIn();
    const { sent, transport } = beaconTransport();
    const tracking = startBrowserTracking({ onConsent: consent.onConsent, config: { reviewWidgetId: undefined }, ctx, transport });
    expect(tracking.isCounted).toBe(true);
    expect([...jar.keys()]).toEqual(["proxy_user_id"]);
    expect(store.get("userProperties")).toBeUndefined();
    tracking.stop();
    expect(sent).toEqual([]);

    // A new page load: the visitor grants analytics, then advertising.
    const second = memoryBrowserContext("https://site.example/?utm_source=fb&utm_campaign=c1&fbclid=abc");
    const later = consentStandIn();
    const again = startBrowserTracking({ onConsent: later.onConsent, config: {}, ctx: second.ctx, transport });
    later.grant("performance");
    expect(second.jar.get("utm_source")).toEqual({ value: "fb", maxAge: 31_536_000 });
    expect(second.jar.get("fbclid")).toBeUndefined();
    const profile = JSON.parse(second.store.get("userProperties")!);
    expect(profile.campaignUTMParams.value).toEqual({ utmSource: "fb", utmCampaign: "c1" });
    expect(profile.campaignRawParams.value.fbclid).toBeUndefined();
    later.grant("targeting");
    expect(second.jar.get("custom_fbc")?.value).toBe("fb.1.1700000000000.abc");
    expect(JSON.parse(second.store.get("userProperties")!).campaignRawParams.value.fbclid).toBe("abc");
    await Promise.resolve();
    again.stop();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events[0]).toMatchObject({ name: "page_view", clickIds: { fbclid: "abc", custom_fbc: "fb.1.1700000000000.abc" } });
    expect(later.waiting).toHaveLength(0);
  });

  it("drops the held events when the visitor refuses analytics", async () => {
    const { ctx } = memoryBrowserContext("https://site.example/?gclid=g1");
    const consent = consentStandIn();
    const choices: Array<(state: Record<ConsentGroup, boolean>) => void> = [];
    const { sent, transport } = beaconTransport();
    const tracking = startBrowserTracking({
      onConsent: consent.onConsent,
      onConsentChoice: (fn) => (choices.push(fn), () => undefined),
      config: {},
      ctx,
      transport,
    });
    trackEvent("quiz_start");
    for (const fn of choices) fn({ necessary: true, performance: false, functional: false, targeting: false });
    trackEvent("after_refusal");
    await Promise.resolve();
    tracking.stop();
    expect(sent).toEqual([]);
  });

  it("gives Amplitude nothing before performance consent, then the user properties and the events", async () => {
    const { ctx } = memoryBrowserContext("https://site.example/?utm_source=fb&utm_term=x_lde_y&ad_name=Ad");
    const consent = consentStandIn();
    const { transport } = beaconTransport();
    const { sdk, calls } = amplitudeStandIn();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const tracking = startBrowserTracking({
      onConsent: consent.onConsent,
      config: { amplitudeApiKey: "amp-key" },
      ctx,
      transport,
      loadAmplitudeSdk: async () => sdk,
    });
    trackEvent("before_consent");
    expect(calls).toEqual([]);
    consent.grant("performance");
    trackEvent("while_loading");
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(5));
    trackEvent("after_load");
    tracking.stop();
    expect(calls.map((c) => c[0])).toEqual(["init", "identify", "track", "track", "track", "track"]);
    expect(calls[1]).toEqual(["identify", { utmSource: "fb", utmTerm: "x_lde_y", ad_name: "Ad", analyticsLocale: "de" }]);
    // The events of the wait reach Amplitude once consent is given, in order.
    expect(calls.slice(2).map((c) => c[1])).toEqual(["page_view", "before_consent", "while_loading", "after_load"]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("counts no crawler and no visitor with disable_analytics=true", () => {
    for (const init of [{ userAgent: "Googlebot/2.1" }, { cookies: { disable_analytics: "true" } }]) {
      const { ctx } = memoryBrowserContext("https://site.example/", init);
      const consent = consentStandIn(["performance", "targeting"]);
      const { sent, transport } = beaconTransport();
      const tracking = startBrowserTracking({ onConsent: consent.onConsent, config: { amplitudeApiKey: "k", metaPixelId: "1" }, ctx, transport });
      trackEvent("quiz_start");
      tracking.stop();
      expect(tracking.isCounted).toBe(false);
      expect(sent).toEqual([]);
      expect(consent.waiting).toEqual([]);
    }
  });

  it("subscribes each configured tracker to its consent group and nothing for missing ids", () => {
    const { ctx } = memoryBrowserContext("https://site.example/");
    const consent = consentStandIn();
    const { transport } = beaconTransport();
    const tracking = startBrowserTracking({
      onConsent: consent.onConsent,
      config: { amplitudeApiKey: "k", metaPixelId: "1", tiktokPixelId: "2", tagManagerId: "GTM-1", reviewWidgetId: "rw" },
      ctx,
      transport,
    });
    // Attribution (performance, targeting), Amplitude, the held events, then the pixels,
    // tag manager and review widget.
    expect(consent.waiting.map((w) => w.group)).toEqual([
      "performance", "targeting", "performance", "performance", "targeting", "targeting", "performance", "functional",
    ]);
    tracking.stop();
    expect(consent.waiting).toEqual([]);
  });
});
