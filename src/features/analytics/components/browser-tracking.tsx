"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { startBrowserTracking } from "@/features/analytics/client/start-browser-tracking";
import { trackPageView } from "@/features/analytics/client/track-event";
import { onConsent, onConsentChoice } from "@/features/consent/client/on-consent";
import { syncSplitsState } from "@/features/experiments/client/splits-storage";
import type { SplitsState } from "@/features/experiments/domain/splits-state";
import { publicEnv } from "@/env";

/**
 * Starts browser tracking once per page load (attribution sync, first-party events, and the
 * consent-gated SDKs and pixels) and counts client-side navigations as page views.
 */
export function BrowserTracking({
  experimentGroups,
  splitsState,
}: {
  experimentGroups?: Record<string, string>;
  /** The assignment the server made for this request, kept in SPLITS_STATE and the cookies. */
  splitsState?: SplitsState;
}) {
  const pathname = usePathname();
  const firstPath = useRef<string | null>(null);

  useEffect(() => {
    syncSplitsState({ storage: window.localStorage, serverState: splitsState });
  }, [splitsState]);

  useEffect(() => {
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
        experimentGroups,
      },
    });
  }, [experimentGroups]);

  useEffect(() => {
    if (firstPath.current === null) {
      firstPath.current = pathname;
      return;
    }
    trackPageView();
  }, [pathname]);

  return null;
}
