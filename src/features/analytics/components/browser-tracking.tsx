"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { trackPageView } from "@/features/analytics/client/track-event";
import { onConsent, onConsentChoice } from "@/features/consent/client/on-consent";
import { syncSplitsState } from "@/features/experiments/client/splits-storage";
import { publicEnv } from "@/env";
import { whenIdle } from "@/lib/when-idle";

/**
 * Starts browser tracking once per page load (attribution sync, first-party events, and the
 * consent-gated SDKs and pixels) and counts client-side navigations as page views. Events go
 * out without test groups: the server adds them from the visitor's assignment cookies.
 */
export function BrowserTracking() {
  const pathname = usePathname();
  const firstPath = useRef<string | null>(null);

  // The proxy's assignment arrives in this response's split cookies; SPLITS_STATE follows them.
  useEffect(() => {
    syncSplitsState({ storage: window.localStorage });
  }, [pathname]);

  // The tracking code (attribution sync, event queue, consent wiring) loads once the page is
  // idle: it is not needed to show the page, and events raised before it wait in track-event.
  useEffect(
    () =>
      whenIdle(() => {
        void import("@/features/analytics/client/start-browser-tracking").then(({ startBrowserTracking }) =>
          startBrowserTracking({
            onConsent,
            onConsentChoice,
            config: {
              amplitudeApiKey: publicEnv.amplitudeApiKey,
              metaPixelId: publicEnv.metaPixelId,
              tiktokPixelId: publicEnv.tiktokPixelId,
              twitterPixelId: publicEnv.twitterPixelId,
              tagManagerId: publicEnv.tagManagerId,
              reviewWidgetId: publicEnv.reviewWidgetId,
            },
          }),
        );
      }),
    [],
  );

  useEffect(() => {
    if (firstPath.current === null) {
      firstPath.current = pathname;
      return;
    }
    trackPageView();
  }, [pathname]);

  return null;
}
