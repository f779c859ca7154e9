import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import {
  consentBannerDelayMs,
  consentGroups,
  withdrawnGroups,
  type ConsentPlan,
  type ConsentState,
} from "@/features/consent/domain/consent-groups";
import { consentCookieName, consentRevision } from "@/features/consent/domain/visitor-consent";
import { updateConsentMode } from "./consent-mode";
import { currentConsent, publishConsent } from "./on-consent";

export type ConsentTexts = CookieConsent.Translation;

function acceptedState(): ConsentState {
  const state = {} as ConsentState;
  for (const group of consentGroups) state[group] = group === "necessary" || CookieConsent.acceptedCategory(group);
  return state;
}

function publish(state: ConsentState, chosen: boolean): void {
  publishConsent(state, chosen);
  updateConsentMode(state);
}

/** Publishes the visitor's choice, or reloads the page when it withdraws a group that was granted. */
function applyChoice(): void {
  const after = acceptedState();
  if (withdrawnGroups(currentConsent(), after).length > 0) {
    window.location.reload();
    return;
  }
  publish(after, true);
}

/**
 * Starts the consent manager for a page: the plan says opt-in or opt-out and whether the banner
 * shows (4 s after `mountedAt`, the page's hydration, only while there is no valid consent). Withdrawing
 * a group that was granted reloads the page, so scripts it allowed stop running. Resolves once
 * the visitor's choice or the country's defaults are published.
 */
export async function runConsent(
  plan: ConsentPlan,
  locale: string,
  texts: ConsentTexts,
  rtl: boolean,
  mountedAt: number,
): Promise<void> {
  await CookieConsent.run({
    mode: plan.mode,
    autoShow: false,
    hideFromBots: false,
    revision: consentRevision,
    cookie: { name: consentCookieName, expiresAfterDays: 182, sameSite: "Lax" },
    guiOptions: {
      consentModal: { layout: "box wide", position: "bottom center", equalWeightButtons: true },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      performance: { enabled: plan.defaults.performance },
      functional: { enabled: plan.defaults.functional },
      targeting: { enabled: plan.defaults.targeting },
    },
    language: { default: locale, rtl: rtl ? [locale] : [], translations: { [locale]: texts } },
    // The first choice (where defaults were granted, an opt-out) and every later change.
    onConsent: applyChoice,
    onChange: applyChoice,
  });
  const chosen = CookieConsent.validConsent();
  publish(chosen ? acceptedState() : plan.defaults, chosen);
  if (plan.showBanner && !chosen) {
    // The manager loads after the first paint; the delay still counts from the hydration.
    const wait = Math.max(0, consentBannerDelayMs - (performance.now() - mountedAt));
    setTimeout(() => {
      if (!CookieConsent.validConsent()) CookieConsent.show(true);
    }, wait);
  }
}
