"use client";

import { useEffect } from "react";
import { trackEvent } from "@/features/analytics/client/track-event";
import { onConsent } from "@/features/consent/client/on-consent";
import { firePurchaseOnce, type BrowserPurchase } from "@/features/purchase-events/client/fire-purchase";
import { trackMetaConversion } from "@/features/third-party-scripts/client/load-meta-pixel";
import { trackTikTokConversion } from "@/features/third-party-scripts/client/load-tiktok-pixel";

type PixelWindow = { fbq?: unknown; ttq?: unknown };

/** The pixels load after consent and idle time: look for them for this long. */
const pixelWaitMs = 15_000;
const pixelPollMs = 500;

/**
 * Reports the order's purchase from the thank-you page, once per order and tab: our `purchase`
 * event, and with targeting consent the Meta and TikTok pixels, under the event id the server
 * conversion uses so each platform counts it once (docs/purchase-events.md). `value` is the
 * order's amount in minor units, as stored. Renders nothing.
 */
export function PurchaseTracker({ orderId, value, currency, packageId }: BrowserPurchase) {
  useEffect(() => {
    // No clean-up on purpose: the report is one-shot (a remount, as in React's strict mode, must
    // not cancel the pixels of a purchase the first mount already marked as reported), and the
    // wait for the pixels ends by itself.
    firePurchaseOnce(
      { orderId, value, currency, packageId },
      {
        storage: safeSessionStorage(),
        track: trackEvent,
        pixels: (eventId, data) => {
          onConsent("targeting", () => sendToPixelsWhenLoaded(eventId, data));
        },
      },
    );
  }, [orderId, value, currency, packageId]);
  return null;
}

/** Sends the pixels' Purchase as soon as each pixel has loaded, for at most `pixelWaitMs`. */
function sendToPixelsWhenLoaded(eventId: string, data: { value: number; currency: string }): void {
  const started = Date.now();
  const sent = { meta: false, tiktok: false };
  const attempt = () => {
    const w = window as unknown as PixelWindow;
    if (!sent.meta && w.fbq) {
      trackMetaConversion("Purchase", eventId, data);
      sent.meta = true;
    }
    if (!sent.tiktok && w.ttq) {
      trackTikTokConversion("Purchase", eventId, data);
      sent.tiktok = true;
    }
    if ((sent.meta && sent.tiktok) || Date.now() - started > pixelWaitMs) window.clearInterval(timer);
  };
  const timer = window.setInterval(attempt, pixelPollMs);
  attempt();
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
