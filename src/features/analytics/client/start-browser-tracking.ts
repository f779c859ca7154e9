import type { ConsentGroup, OnConsent, OnConsentChoice } from "@/features/analytics/domain/consent";
import { eventsPath } from "@/features/analytics/domain/analytics-event";
import { browserContext, type BrowserContext } from "@/features/attribution/client/browser-context";
import { syncAttribution } from "@/features/attribution/client/sync-attribution";
import { loadMetaPixel } from "@/features/third-party-scripts/client/load-meta-pixel";
import { loadReviewWidget } from "@/features/third-party-scripts/client/load-review-widget";
import { loadTagManager } from "@/features/third-party-scripts/client/load-tag-manager";
import { loadTikTokPixel } from "@/features/third-party-scripts/client/load-tiktok-pixel";
import { loadTwitterPixel } from "@/features/third-party-scripts/client/load-twitter-pixel";
import { loadAmplitude, logEvent, setUserProperties, type AmplitudeSdk } from "./amplitude";
import { detectOsLater } from "./detect-os-later";
import { browserEventTransport, createEventQueue, type EventTransport } from "./event-queue";
import { setTracker, trackPageView } from "./track-event";
import { createTracker } from "./tracker";

export type BrowserTrackingConfig = {
  amplitudeApiKey?: string;
  metaPixelId?: string;
  tiktokPixelId?: string;
  twitterPixelId?: string;
  tagManagerId?: string;
  reviewWidgetId?: string;
  /** Consent group that loads the tag manager; default performance. */
  tagManagerConsentGroup?: ConsentGroup;
  /** Default /api/events. */
  eventsEndpoint?: string;
  userId?: string | null;
  /** The visitor's experiment groups, added to every event. */
  experimentGroups?: Record<string, string>;
  /** Lifetime of the stored userProperties; default none (kept until replaced). */
  attributionTtlMs?: number;
  /** Send the first page view at start; default true. */
  trackInitialPageView?: boolean;
};

export type BrowserTracking = { stop(): void; isCounted: boolean };

let current: BrowserTracking | undefined;

/**
 * Call once per page load from a client component in the root layout. Syncs attribution
 * (cookies + userProperties, each once its consent group is granted), starts first-party
 * events (batched, sendBeacon; held in memory until performance consent, dropped on a
 * refusal), loads Amplitude after performance consent and the pixels, tag manager and review
 * widget after theirs (each only when its id is set), and detects the OS 4 s after load.
 * Crawlers and visitors with disable_analytics=true are not counted and get no trackers.
 * Calling it again returns the running instance.
 */
export function startBrowserTracking(input: {
  onConsent: OnConsent;
  /** The visitor's choices (a refusal drops the held events); none: events wait for consent only. */
  onConsentChoice?: OnConsentChoice;
  config: BrowserTrackingConfig;
  ctx?: BrowserContext;
  transport?: EventTransport;
  /** Loads the Amplitude SDK; default the npm package (tests pass a stand-in). */
  loadAmplitudeSdk?: () => Promise<AmplitudeSdk>;
}): BrowserTracking {
  if (current) return current;
  const { onConsent, config } = input;
  const ctx = input.ctx ?? browserContext();
  const attribution = syncAttribution(ctx, { ttlMs: config.attributionTtlMs, onConsent });
  const counted = !attribution.isCrawler && ctx.cookies.all().disable_analytics !== "true";

  // Amplitude hears of events once performance consent started loading it; events of the
  // loading moment wait, and after a failed load the wrapper logs the spec's message.
  let amplitude: "off" | "loading" | "ready" = "off";
  const amplitudeBacklog: Array<[string, Record<string, unknown>]> = [];
  const toAmplitude = (name: string, properties: Record<string, unknown>) => {
    if (amplitude === "ready") logEvent(name, properties);
    else if (amplitude === "loading" && amplitudeBacklog.length < 100) amplitudeBacklog.push([name, properties]);
  };

  const queue = createEventQueue({ endpoint: config.eventsEndpoint ?? eventsPath, transport: input.transport ?? browserEventTransport() });
  const tracker = createTracker({
    ctx,
    queue,
    disabled: !counted,
    waitForConsent: true,
    experimentGroups: () => config.experimentGroups ?? {},
    userId: () => config.userId,
    logEvent: toAmplitude,
  });
  setTracker(tracker);

  const cleanups: Array<() => void> = [attribution.stopWaiting];
  if (counted) {
    if (config.amplitudeApiKey) {
      const apiKey = config.amplitudeApiKey;
      cleanups.push(
        onConsent("performance", () => {
          amplitude = "loading";
          void loadAmplitude(apiKey, { userId: config.userId, load: input.loadAmplitudeSdk }).then(() => {
            amplitude = "ready";
            setUserProperties(attribution.analyticsUserProperties);
            for (const [name, properties] of amplitudeBacklog.splice(0)) logEvent(name, properties);
          });
        }),
      );
    }
    // After the other consent callbacks of the same choice (click-id cookies, Amplitude), so
    // the held events carry what the visitor allowed.
    cleanups.push(onConsent("performance", () => queueMicrotask(() => tracker.release())));
    if (input.onConsentChoice) {
      cleanups.push(input.onConsentChoice((state) => (state.performance ? undefined : tracker.refuse())));
    }
    cleanups.push(
      loadMetaPixel(onConsent, config.metaPixelId),
      loadTikTokPixel(onConsent, config.tiktokPixelId),
      loadTwitterPixel(onConsent, config.twitterPixelId),
      loadTagManager(onConsent, config.tagManagerId, config.tagManagerConsentGroup),
      loadReviewWidget(onConsent, config.reviewWidgetId),
    );
    if (typeof window !== "undefined") {
      cleanups.push(
        detectOsLater((os) => {
          if (amplitude === "ready") setUserProperties({ os: os.name, os_version: os.version });
        }),
      );
    }
  }

  const flushOnHide = () => {
    if (document.visibilityState === "hidden") queue.flush();
  };
  if (typeof document !== "undefined") {
    document.addEventListener("visibilitychange", flushOnHide);
    window.addEventListener("pagehide", queue.flush);
    cleanups.push(() => {
      document.removeEventListener("visibilitychange", flushOnHide);
      window.removeEventListener("pagehide", queue.flush);
    });
  }

  if (config.trackInitialPageView !== false) trackPageView({ referrer: ctx.referrer || undefined, path: ctx.location.pathname });

  const tracking: BrowserTracking = {
    isCounted: counted,
    stop() {
      for (const cleanup of cleanups) cleanup();
      queue.flush();
      setTracker(undefined);
      current = undefined;
    },
  };
  current = tracking;
  return tracking;
}
