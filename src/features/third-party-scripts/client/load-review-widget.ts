import type { OnConsent } from "@/features/analytics/domain/consent";
import { injectScript } from "./inject-script";

export const reviewWidgetScript = "https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js";

/** The review widget's loader (Trustpilot TrustBox), after functional consent, only with an id. */
export function loadReviewWidget(onConsent: OnConsent, businessUnitId: string | undefined): () => void {
  if (!businessUnitId) return () => undefined;
  return onConsent("functional", () => {
    void injectScript(reviewWidgetScript);
  });
}
