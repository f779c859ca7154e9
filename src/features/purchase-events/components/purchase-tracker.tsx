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
    const stops: (() => void)[] = [];
    firePurchaseOnce(
      { orderId, value, currency, packageId },
      {
        storage: safeSessionStorage(),
        track: trackEvent,
        pixels: (eventId, data) => {
          stops.push(
            onConsent("targeting", () => {
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
              stops.push(() => window.clearInterval(timer));
              attempt();
            }),
          );
        },
      },
    );
    return () => stops.forEach((stop) => stop());
  }, [orderId, value, currency, packageId]);
  return null;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
