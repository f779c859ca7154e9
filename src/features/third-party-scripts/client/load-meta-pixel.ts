import type { OnConsent } from "@/features/analytics/domain/consent";
import { injectScript } from "./inject-script";

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};
type MetaWindow = { fbq?: Fbq; _fbq?: Fbq };

export const metaPixelScript = "https://connect.facebook.net/en_US/fbevents.js";

/** The Meta pixel, after targeting consent, only when a pixel id is configured. */
export function loadMetaPixel(onConsent: OnConsent, pixelId: string | undefined): () => void {
  if (!pixelId) return () => undefined;
  return onConsent("targeting", () => {
    const w = window as unknown as MetaWindow;
    if (w.fbq) return;
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Fbq;
    Object.assign(fbq, { queue: [], loaded: true, version: "2.0" });
    fbq.push = fbq;
    w.fbq = fbq;
    w._fbq = fbq;
    void injectScript(metaPixelScript);
    fbq("init", pixelId);
    fbq("track", "PageView");
  });
}

/** A browser conversion with the server's event id (eventID) so Meta counts it once. */
export function trackMetaConversion(name: "Purchase" | "Lead", eventId: string, data: { value?: number; currency?: string } = {}): void {
  (window as unknown as MetaWindow).fbq?.("track", name, data, { eventID: eventId });
}
