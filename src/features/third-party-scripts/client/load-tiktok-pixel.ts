import type { OnConsent } from "@/features/analytics/domain/consent";
import { injectScript } from "./inject-script";

type Ttq = unknown[][] & Record<string, unknown> & {
  methods: string[];
  _i?: Record<string, unknown>;
  _t?: Record<string, number>;
  _o?: Record<string, unknown>;
};
type TikTokWindow = { ttq?: Ttq; TiktokAnalyticsObject?: string };

const methods = ["page", "track", "identify", "instances", "debug", "on", "off", "once", "ready", "alias", "group", "enableCookie", "disableCookie", "holdConsent", "revokeConsent", "grantConsent"];
export const tiktokPixelScript = "https://analytics.tiktok.com/i18n/pixel/events.js";

/** The TikTok pixel (TikTok's queueing stub), after targeting consent, only with an id. */
export function loadTikTokPixel(onConsent: OnConsent, pixelId: string | undefined): () => void {
  if (!pixelId) return () => undefined;
  return onConsent("targeting", () => {
    const w = window as unknown as TikTokWindow;
    if (w.ttq) return;
    w.TiktokAnalyticsObject = "ttq";
    const ttq = [] as unknown as Ttq;
    ttq.methods = methods;
    for (const method of methods) ttq[method] = (...args: unknown[]) => void ttq.push([method, ...args]);
    ttq._i = { [pixelId]: Object.assign([], { _u: tiktokPixelScript }) };
    ttq._t = { [pixelId]: Date.now() };
    ttq._o = { [pixelId]: {} };
    w.ttq = ttq;
    void injectScript(`${tiktokPixelScript}?sdkid=${encodeURIComponent(pixelId)}&lib=ttq`);
    (ttq.page as () => void)();
  });
}

/** A browser conversion with the server's event id so TikTok counts it once. */
export function trackTikTokConversion(name: "Purchase" | "Lead", eventId: string, data: { value?: number; currency?: string } = {}): void {
  const track = (window as unknown as TikTokWindow).ttq?.track as ((...args: unknown[]) => void) | undefined;
  track?.(name === "Purchase" ? "CompletePayment" : "SubmitForm", data, { event_id: eventId });
}
