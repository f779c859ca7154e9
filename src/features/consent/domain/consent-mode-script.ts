import { consentRequiredCountries } from "@/features/country/domain/country-lists";
import { consentModeSignals, consentPlan } from "./consent-groups";

/**
 * The Google Consent Mode v2 defaults as one fixed inline script, the same bytes on every page
 * (so prerendered pages can carry it and the policy allows it by its hash): it reads the
 * visitor's country from the `countryCode` cookie the proxy set on this very response, and
 * Global Privacy Control from the browser (`navigator.globalPrivacyControl`, which every
 * browser that sends `Sec-GPC: 1` also exposes). Consent is required where the country is one
 * of those that ask first — and when the country is unknown. See docs/consent.md.
 */
export function consentModeDefaultsScript(): string {
  const denied = consentModeSignals(consentPlan(consentRequiredCountries[0], false).defaults);
  const granted = consentModeSignals(consentPlan("US", false).defaults);
  const grantedGpc = consentModeSignals(consentPlan("US", true).defaults);
  return [
    "(function(){",
    'var m=document.cookie.match(/(?:^|; )countryCode=([A-Za-z]{2})(?:;|$)/);',
    'var c=m?m[1].toUpperCase():"";',
    `var optIn=!c||${JSON.stringify(consentRequiredCountries)}.indexOf(c)>=0;`,
    "var gpc=navigator.globalPrivacyControl===true;",
    "window.dataLayer=window.dataLayer||[];",
    "window.gtag=window.gtag||function(){dataLayer.push(arguments)};",
    `gtag("consent","default",Object.assign({},optIn?${JSON.stringify(denied)}:gpc?${JSON.stringify(grantedGpc)}:${JSON.stringify(granted)},{wait_for_update:500}));`,
    'gtag("set","ads_data_redaction",optIn);',
    "})();",
  ].join("");
}
