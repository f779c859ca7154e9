"use client";

import { loadConsentManager } from "./consent-loader";

/**
 * Opens the consent preferences: "cookie settings" where consent is required, "Your privacy
 * choices" (the opt-out of sale and sharing) in the US. Starts the consent manager first when
 * the visitor asks before it has loaded.
 */
export async function openPrivacySettings(): Promise<void> {
  await loadConsentManager();
  const CookieConsent = await import("vanilla-cookieconsent");
  CookieConsent.showPreferences();
}
