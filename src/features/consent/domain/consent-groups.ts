import { isConsentRequiredCountry, isPrivacyChoicesCountry } from "@/features/country/domain/country-lists";

/** The consent groups (vanilla-cookieconsent categories). */
export const consentGroups = ["necessary", "performance", "functional", "targeting"] as const;
export type ConsentGroup = (typeof consentGroups)[number];
export type ConsentState = Record<ConsentGroup, boolean>;

/** The banner appears this long after the page loads, where consent is required (spec section 9). */
export const consentBannerDelayMs = 4000;

export type ConsentPlan = {
  /** opt-in: nothing but the necessary group until the visitor agrees; opt-out: granted until they object. */
  mode: "opt-in" | "opt-out";
  showBanner: boolean;
  /** Which preference texts apply: the consent banner's, or the US "Your privacy choices". */
  texts: "consent" | "privacy-choices";
  /** The state before the visitor chooses anything. */
  defaults: ConsentState;
};

/**
 * Where consent is required: opt-in, banner after 4 s, everything but the necessary group
 * denied. Elsewhere: opt-out, no banner, every group granted, except that a Global Privacy
 * Control signal denies the targeting group (it is an opt-out of sale and sharing).
 */
export function consentPlan(country: string, globalPrivacyControl: boolean): ConsentPlan {
  if (isConsentRequiredCountry(country)) {
    return {
      mode: "opt-in",
      showBanner: true,
      texts: "consent",
      defaults: { necessary: true, performance: false, functional: false, targeting: false },
    };
  }
  return {
    mode: "opt-out",
    showBanner: false,
    texts: isPrivacyChoicesCountry(country) ? "privacy-choices" : "consent",
    defaults: { necessary: true, performance: true, functional: true, targeting: !globalPrivacyControl },
  };
}

export type ConsentModeSignals = {
  ad_storage: "granted" | "denied";
  ad_user_data: "granted" | "denied";
  ad_personalization: "granted" | "denied";
  analytics_storage: "granted" | "denied";
  functionality_storage: "granted" | "denied";
  personalization_storage: "granted" | "denied";
  security_storage: "granted";
};

const signal = (granted: boolean) => (granted ? "granted" : "denied");

/** Google Consent Mode v2 signals for a consent state. */
export function consentModeSignals(state: ConsentState): ConsentModeSignals {
  return {
    ad_storage: signal(state.targeting),
    ad_user_data: signal(state.targeting),
    ad_personalization: signal(state.targeting),
    analytics_storage: signal(state.performance),
    functionality_storage: signal(state.functional),
    personalization_storage: signal(state.functional),
    security_storage: "granted",
  };
}

/** Groups granted before and not any more: withdrawing any of them reloads the page. */
export function withdrawnGroups(before: ConsentState, after: ConsentState): ConsentGroup[] {
  return consentGroups.filter((group) => before[group] && !after[group]);
}
