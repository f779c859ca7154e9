"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { startConsentWhenIdle } from "@/features/consent/client/consent-loader";
import { openPrivacySettings } from "@/features/consent/client/open-privacy-settings";
import type { ConsentTexts } from "@/features/consent/client/run-consent";
import { consentPlan } from "@/features/consent/domain/consent-groups";
import { consentRequiredCountries } from "@/features/country/domain/country-lists";
import { readVisitorFacts } from "@/features/site/client/visitor-facts";
import { directionOf, localizePath, type Locale } from "@/i18n/locales";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Mounts the consent manager once per page load (vanilla-cookieconsent with Google Consent
 * Mode v2), with the banner and preferences in the page's language. The library and its CSS
 * load when the page is idle, or at once when the visitor opens the privacy settings.
 */
export function ConsentManager() {
  const t = useTranslations("consent");
  const locale = useLocale() as Locale;

  useEffect(() => {
    // The country the proxy stored on this response; unknown counts as one that asks first,
    // as in the Consent Mode defaults (consent-mode-script.ts).
    const country = readVisitorFacts().country || consentRequiredCountries[0];
    // Global Privacy Control: browsers that send Sec-GPC also expose it here.
    const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    const plan = consentPlan(country, gpc);
    const policy = `<a href="${localizePath("/cookie-policy", locale)}">${escapeHtml(t("cookiePolicy"))}</a>`;
    const us = plan.texts === "privacy-choices";
    const texts: ConsentTexts = {
      consentModal: {
        title: t("bannerTitle"),
        description: `${escapeHtml(t("bannerText"))} ${policy}`,
        acceptAllBtn: t("acceptAll"),
        acceptNecessaryBtn: t("rejectAll"),
        showPreferencesBtn: t("managePreferences"),
      },
      preferencesModal: {
        title: us ? t("usTitle") : t("preferencesTitle"),
        acceptAllBtn: t("acceptAll"),
        acceptNecessaryBtn: us ? t("usOptOut") : t("rejectAll"),
        savePreferencesBtn: t("save"),
        closeIconLabel: t("close"),
        sections: [
          { description: `${escapeHtml(us ? t("usIntro") : t("preferencesIntro"))}${gpc && us ? ` ${escapeHtml(t("gpcNotice"))}` : ""} ${policy}` },
          { title: t("necessaryTitle"), description: escapeHtml(t("necessaryText")), linkedCategory: "necessary" },
          { title: t("performanceTitle"), description: escapeHtml(t("performanceText")), linkedCategory: "performance" },
          { title: t("functionalTitle"), description: escapeHtml(t("functionalText")), linkedCategory: "functional" },
          {
            title: us ? t("usTargetingTitle") : t("targetingTitle"),
            description: escapeHtml(us ? t("usTargetingText") : t("targetingText")),
            linkedCategory: "targeting",
          },
        ],
      },
    };
    const rtl = directionOf(locale) === "rtl";
    const mountedAt = performance.now();
    return startConsentWhenIdle(async () => {
      const { runConsent } = await import("@/features/consent/client/run-consent");
      await runConsent(plan, locale, texts, rtl, mountedAt);
    });
    // The consent manager runs once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Server-rendered privacy entries (the selling pages' footer) are plain buttons marked
  // `data-privacy-settings`: one listener here opens the settings for all of them.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("[data-privacy-settings]")) return;
      event.preventDefault();
      void openPrivacySettings();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return null;
}
