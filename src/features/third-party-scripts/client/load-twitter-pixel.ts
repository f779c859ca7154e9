import type { OnConsent } from "@/features/analytics/domain/consent";
import { injectScript } from "./inject-script";

type Twq = ((...args: unknown[]) => void) & { exe?: (...args: unknown[]) => void; queue: unknown[][]; version: string };

export const twitterPixelScript = "https://static.ads-twitter.com/uwt.js";

/** The X (Twitter) pixel, after targeting consent, only with a pixel id. */
export function loadTwitterPixel(onConsent: OnConsent, pixelId: string | undefined): () => void {
  if (!pixelId) return () => undefined;
  return onConsent("targeting", () => {
    const w = window as unknown as { twq?: Twq };
    if (w.twq) return;
    const twq = ((...args: unknown[]) => {
      if (twq.exe) twq.exe(...args);
      else twq.queue.push(args);
    }) as Twq;
    Object.assign(twq, { version: "1.1", queue: [] });
    w.twq = twq;
    void injectScript(twitterPixelScript);
    twq("config", pixelId);
  });
}
