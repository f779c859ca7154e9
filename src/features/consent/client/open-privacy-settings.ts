"use client";

import * as CookieConsent from "vanilla-cookieconsent";

/**
 * Opens the consent preferences: "cookie settings" where consent is required, "Your privacy
 * choices" (the opt-out of sale and sharing) in the US.
 */
export function openPrivacySettings(): void {
  CookieConsent.showPreferences();
}
