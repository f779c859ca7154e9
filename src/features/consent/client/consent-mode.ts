import { consentModeSignals, type ConsentState } from "@/features/consent/domain/consent-groups";

type Gtag = (...args: unknown[]) => void;

/** Sends a Google Consent Mode v2 update (the defaults are set by the inline boot script). */
export function updateConsentMode(state: ConsentState): void {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer ??= [];
  const gtag: Gtag =
    w.gtag ??
    function gtag() {
      // gtag pushes its `arguments` object, as Google's snippet does.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
  w.gtag = gtag;
  gtag("consent", "update", consentModeSignals(state));
}
