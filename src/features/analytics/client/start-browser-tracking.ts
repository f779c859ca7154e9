import type { OnConsent, OnConsentChoice } from "@/features/analytics/domain/consent";
import { eventsPath } from "@/features/analytics/domain/analytics-event";
import { browserContext, type BrowserContext } from "@/features/attribution/client/browser-context";
import { syncAttribution } from "@/features/attribution/client/sync-attribution";
import { AnalyticsLoadError } from "@/features/errors/domain/named-errors";
import { reportError } from "@/features/errors/client/report-error";
import type { AmplitudeSdk } from "./amplitude";
import { detectOsLater } from "./detect-os-later";
import { browserEventTransport, createEventQueue, type EventTransport } from "./event-queue";
import { loadVendorsAfterConsent, type VendorIds } from "./load-vendors-after-consent";
import { setTracker, trackPageView } from "./track-event";
import { createTracker } from "./tracker";
import { importVendor as importVendorModule, type AmplitudeGlue, type ImportVendor } from "./vendor-modules";

export type BrowserTrackingConfig = VendorIds & {
  amplitudeApiKey?: string;
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
 * The code of Amplitude, the pixels, the tag manager and the review widget is fetched with
 * `import()` only then: a visitor who refuses, or a site without the id, never downloads it.
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
  /** Fetches a consent-gated module; default `import()` (tests record what is fetched). */
  importVendor?: ImportVendor;
}): BrowserTracking {
  if (current) return current;
  const { onConsent, config } = input;
  const importVendor = input.importVendor ?? importVendorModule;
  const ctx = input.ctx ?? browserContext();
  const attribution = syncAttribution(ctx, { ttlMs: config.attributionTtlMs, onConsent });
  const counted = !attribution.isCrawler && ctx.cookies.all().disable_analytics !== "true";

  // Amplitude hears of events once performance consent started loading it; events of the
  // loading moment wait, and after a failed load the wrapper logs the spec's message.
  let amplitude: "off" | "loading" | "ready" = "off";
  let sdk: AmplitudeGlue | undefined;
  const amplitudeBacklog: Array<[string, Record<string, unknown>]> = [];
  const toAmplitude = (name: string, properties: Record<string, unknown>) => {
    if (amplitude === "ready") sdk?.logEvent(name, properties);
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
          importVendor("amplitude").then(
            async (glue) => {
              await glue.loadAmplitude(apiKey, { userId: config.userId, load: input.loadAmplitudeSdk });
              sdk = glue;
              amplitude = "ready";
              glue.setUserProperties(attribution.analyticsUserProperties);
              for (const [name, properties] of amplitudeBacklog.splice(0)) glue.logEvent(name, properties);
            },
            (error: unknown) => {
              amplitude = "off";
              amplitudeBacklog.length = 0;
              reportError(new AnalyticsLoadError("Amplitude failed to load", { cause: error }));
            },
          );
        }),
      );
    }
    // After the other consent callbacks of the same choice (click-id cookies, Amplitude), so
    // the held events carry what the visitor allowed.
    cleanups.push(onConsent("performance", () => queueMicrotask(() => tracker.release())));
    if (input.onConsentChoice) {
      cleanups.push(input.onConsentChoice((state) => (state.performance ? undefined : tracker.refuse())));
    }
    cleanups.push(loadVendorsAfterConsent(onConsent, config, importVendor));
    if (typeof window !== "undefined") {
      cleanups.push(
        detectOsLater((os) => {
          if (amplitude === "ready") sdk?.setUserProperties({ os: os.name, os_version: os.version });
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
