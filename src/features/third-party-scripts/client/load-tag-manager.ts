import type { ConsentGroup, OnConsent } from "@/features/analytics/domain/consent";
import { injectScript } from "./inject-script";

export const tagManagerScript = "https://www.googletagmanager.com/gtm.js";

/**
 * Google Tag Manager, only with a container id, after the given consent group (performance
 * by default; with Consent Mode v2 "advanced" pass "necessary" and let the tags read consent).
 */
export function loadTagManager(onConsent: OnConsent, containerId: string | undefined, group: ConsentGroup = "performance"): () => void {
  if (!containerId) return () => undefined;
  return onConsent(group, () => {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    void injectScript(`${tagManagerScript}?id=${encodeURIComponent(containerId)}`);
  });
}
