/**
 * Every country list of the product, in one place (ISO 3166-1 alpha-2 codes, upper case).
 * Some geo providers send `UK` for the United Kingdom; wherever GB is listed, UK is too.
 * The reasons behind each list are in docs/country.md.
 */

/** The 27 member states of the European Union. */
export const euMemberCountries = [
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU",
  "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
] as const;

/** EEA members outside the EU. */
export const eeaNonEuCountries = ["IS", "LI", "NO"] as const;

const unitedKingdom = ["GB", "UK"] as const;

/**
 * Where cookies other than strictly necessary ones need prior consent (opt-in banner, Consent
 * Mode defaults denied): the EU and EEA (GDPR + ePrivacy), the United Kingdom (UK GDPR + PECR),
 * Switzerland (revFADP) and Brazil (LGPD).
 */
export const consentRequiredCountries = [
  ...euMemberCountries,
  ...eeaNonEuCountries,
  ...unitedKingdom,
  "CH",
  "BR",
] as const;

/** Where the US state privacy laws' "Your privacy choices" opt-out applies. */
export const privacyChoicesCountries = ["US"] as const;

/** The FAQ link is shown for EU member countries plus IS, LI, NO and GB. */
export const faqCountries = [...euMemberCountries, ...eeaNonEuCountries, ...unitedKingdom] as const;

/**
 * Countries that use imperial units by default. GB stays metric (weights may still be entered
 * in stones, which is a unit choice of the quiz, not of the country).
 */
export const imperialSystemCountries = ["US", "LR", "MM"] as const;

/**
 * Where marketing e-mail needs its own, separate opt-in (not bundled with the purchase):
 * GDPR/ePrivacy in the EU/EEA, PECR in the UK, Swiss UWG, Canada's CASL, Australia's Spam Act,
 * New Zealand's UEMA, Japan's Act on Specified Electronic Mail and Korea's Network Act.
 */
export const separateEmailSubscriptionCountries = [
  ...euMemberCountries,
  ...eeaNonEuCountries,
  ...unitedKingdom,
  "CH",
  "CA",
  "AU",
  "NZ",
  "JP",
  "KR",
] as const;

/**
 * Countries with strict consumer law for auto-renewing subscriptions (explicit renewal terms
 * before payment, easy online cancellation, renewal reminders): the EU/EEA, the UK, Switzerland,
 * the US (state automatic-renewal laws), Canada, Australia, New Zealand, Japan and Korea.
 */
export const solidLegalCountries = [
  ...euMemberCountries,
  ...eeaNonEuCountries,
  ...unitedKingdom,
  "CH",
  "US",
  "CA",
  "AU",
  "NZ",
  "JP",
  "KR",
] as const;

/** Condition 2 of the funnel feature flag of the spec (section 2), exactly as listed there. */
export const featureFlagCountries = [
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "UK", "GR", "HR", "HU",
  "IE", "IT", "LI", "LT", "LU", "LV", "MT", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK", "US",
] as const;

/** The only country where the commercial-disclosure page exists (Japan's Specified Commercial Transactions Act). */
export const commercialDisclosureCountries = ["JP"] as const;

function has(list: readonly string[], country: string): boolean {
  return list.includes(country.toUpperCase());
}

export const isEuMember = (country: string) => has(euMemberCountries, country);
export const isConsentRequiredCountry = (country: string) => has(consentRequiredCountries, country);
export const isPrivacyChoicesCountry = (country: string) => has(privacyChoicesCountries, country);
export const isFaqCountry = (country: string) => has(faqCountries, country);
export const isImperialSystemCountry = (country: string) => has(imperialSystemCountries, country);
export const isSeparateEmailSubscriptionCountry = (country: string) => has(separateEmailSubscriptionCountries, country);
export const isSolidLegalCountry = (country: string) => has(solidLegalCountries, country);
export const isFeatureFlagCountry = (country: string) => has(featureFlagCountries, country);
export const isCommercialDisclosureCountry = (country: string) => has(commercialDisclosureCountries, country);
