import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { unloadAmplitude } from "@/features/analytics/client/amplitude";
import { loadVendorsAfterConsent } from "@/features/analytics/client/load-vendors-after-consent";
import { startBrowserTracking } from "@/features/analytics/client/start-browser-tracking";
import { setTracker } from "@/features/analytics/client/track-event";
import { importVendor, vendorModules, type ImportVendor, type VendorName } from "@/features/analytics/client/vendor-modules";
import type { ConsentGroup, OnConsent } from "@/features/analytics/domain/consent";
import { resetInjectedScripts } from "@/features/third-party-scripts/client/inject-script";
import { memoryBrowserContext, scriptDocument } from "../../helpers/browser-stand-ins";

// The pixels, the tag manager, the review widget and Amplitude must cost a visitor nothing
// until they may run: a visitor who refuses, or a site without the vendor's id, never fetches
// their code (docs/performance.md, "JavaScript budget").
const allIds = { metaPixelId: "111", tiktokPixelId: "222", twitterPixelId: "o1x2y", tagManagerId: "GTM-ABC", reviewWidgetId: "bu-1" };

/** The real `import()` of each module, recording which were asked for. */
function recordingImporter(delays: Partial<Record<VendorName, number>> = {}) {
  const imported: VendorName[] = [];
  const importer = ((name: VendorName) => {
    imported.push(name);
    return new Promise((resolve) => setTimeout(resolve, delays[name] ?? 0)).then((): unknown => importVendor(name));
  }) as ImportVendor;
  return { imported, importer };
}

function consent(granted: ConsentGroup[]) {
  const onConsent: OnConsent = (group, fn) => {
    if (granted.includes(group)) fn();
    return () => undefined;
  };
  return onConsent;
}

let appended: ReturnType<typeof scriptDocument>["appended"];
beforeEach(() => {
  resetInjectedScripts();
  const stand = scriptDocument();
  appended = stand.appended;
  const listeners = { addEventListener: () => undefined, removeEventListener: () => undefined };
  vi.stubGlobal("window", { ...listeners });
  vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (X11; Linux x86_64)" });
  vi.stubGlobal("document", { ...stand.doc, ...listeners, readyState: "loading", visibilityState: "visible", querySelector: () => ({ nonce: "page-nonce" }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  unloadAmplitude();
  setTracker(undefined);
});

describe("consent-gated tracking code", () => {
  it("is not fetched when the visitor refuses every group, though every vendor is configured", async () => {
    const { imported, importer } = recordingImporter();
    const { ctx } = memoryBrowserContext("https://site.example/?fbclid=abc");
    const tracking = startBrowserTracking({ onConsent: consent(["necessary"]), config: { ...allIds, amplitudeApiKey: "k" }, ctx, importVendor: importer });
    await new Promise((resolve) => setTimeout(resolve, 20));
    tracking.stop();
    expect(imported).toEqual([]);
    expect(appended).toEqual([]);
  });

  it("is not fetched for a vendor without an id, though every group is granted", async () => {
    const { imported, importer } = recordingImporter();
    const { ctx } = memoryBrowserContext("https://site.example/");
    const everything = consent(["necessary", "performance", "functional", "targeting"]);
    const tracking = startBrowserTracking({ onConsent: everything, config: { metaPixelId: "111" }, ctx, importVendor: importer });
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    tracking.stop();
    expect(imported).toEqual(["metaPixel"]);
  });

  it("fetches only the granted group's loaders and runs them in order, however the fetches finish", async () => {
    const { imported, importer } = recordingImporter({ metaPixel: 30, tiktokPixel: 10 });
    const stop = loadVendorsAfterConsent(consent(["targeting"]), allIds, importer);
    expect(imported).toEqual(["metaPixel", "tiktokPixel", "twitterPixel"]);
    await vi.waitFor(() => expect(appended).toHaveLength(3));
    stop();
    expect(appended.map((script) => script.src.split("?")[0])).toEqual([
      "https://connect.facebook.net/en_US/fbevents.js",
      "https://analytics.tiktok.com/i18n/pixel/events.js",
      "https://static.ads-twitter.com/uwt.js",
    ]);
    // The injected scripts carry the page's nonce, as when the loaders were bundled up front.
    expect(appended.map((script) => (script as unknown as { nonce?: string }).nonce)).toEqual(["page-nonce", "page-nonce", "page-nonce"]);
  });

  it("runs no loader whose module arrives after tracking stopped", async () => {
    const { imported, importer } = recordingImporter({ reviewWidget: 10 });
    const stop = loadVendorsAfterConsent(consent(["functional"]), allIds, importer);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(imported).toEqual(["reviewWidget"]);
    expect(appended).toEqual([]);
  });
});

describe("the first load", () => {
  const sources = (file: string) => readFileSync(file, "utf8");
  const resolve = (from: string, specifier: string) => {
    const base = specifier.startsWith("@/") ? path.join("src", specifier.slice(2)) : path.join(path.dirname(from), specifier);
    return [`${base}.ts`, `${base}.tsx`].find((file) => {
      try {
        return sources(file) !== undefined;
      } catch {
        return false;
      }
    });
  };
  /** Every module the tracking component reaches through static value imports. */
  function staticClosure(entry: string): Set<string> {
    const seen = new Set([entry]);
    for (const file of seen) {
      for (const match of sources(file).matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+["']((?:@\/|\.)[^"']+)["']/gm)) {
        const target = resolve(file, match[1]!);
        if (target) seen.add(target);
      }
    }
    return seen;
  }
  const gated = Object.values(vendorModules).map((load) => /import\("([^"]+)"\)/.exec(String(load))?.[1]);

  it("reaches none of the consent-gated modules through static imports", () => {
    // The page's first load: the tracking component, whose glue loads when the page is idle.
    const firstLoad = staticClosure("src/features/analytics/components/browser-tracking.tsx");
    expect(firstLoad.has("src/features/analytics/client/start-browser-tracking.ts")).toBe(false);
    // The glue itself reaches the vendors only through import() after consent.
    const glue = staticClosure("src/features/analytics/client/start-browser-tracking.ts");
    expect(glue.has("src/features/analytics/client/event-queue.ts")).toBe(true);
    expect([...firstLoad, ...glue].filter((file) => /third-party-scripts\/client|analytics\/client\/amplitude\.ts/.test(file))).toEqual([]);
    expect(gated.length).toBe(Object.keys(vendorModules).length);
  });
});
