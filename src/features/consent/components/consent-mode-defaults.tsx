import { headers } from "next/headers";
import { consentModeSignals, consentPlan, type ConsentModeSignals } from "@/features/consent/domain/consent-groups";
import { hasGlobalPrivacyControl } from "@/features/consent/domain/visitor-consent";

/**
 * An inline script that sets the Google Consent Mode v2 defaults before any tag can load:
 * denied where consent is required; elsewhere granted, with the ad signals denied when the
 * browser sends Global Privacy Control (the `Sec-GPC: 1` request header, which the server also
 * honours, or `navigator.globalPrivacyControl`).
 */
export async function ConsentModeDefaults({ country, nonce }: { country: string; nonce?: string }) {
  const withoutGpc: ConsentModeSignals = consentModeSignals(consentPlan(country, false).defaults);
  const withGpc: ConsentModeSignals = consentModeSignals(consentPlan(country, true).defaults);
  const gpcHeader = hasGlobalPrivacyControl((await headers()).get("sec-gpc"));
  const script = `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};gtag("consent","default",Object.assign(${gpcHeader ? "true" : "navigator.globalPrivacyControl===true"}?${JSON.stringify(withGpc)}:${JSON.stringify(withoutGpc)},{wait_for_update:500}));gtag("set","ads_data_redaction",${JSON.stringify(consentPlan(country, false).mode === "opt-in")});`;
  // data-gpc tells the consent manager that the request carried Sec-GPC: 1.
  return <script id="consent-mode-defaults" nonce={nonce} data-gpc={gpcHeader ? "1" : undefined} dangerouslySetInnerHTML={{ __html: script }} />;
}
