import { isConsentRequiredCountry, isFaqCountry, isPrivacyChoicesCountry } from "@/features/country/domain/country-lists";
import { isCommercialDisclosureCountry } from "@/features/country/domain/country-lists";

/** The accordion sections of the burger menu. */
export const menuSections = ["subs", "supp", "terms", "lang"] as const;
export type MenuSection = (typeof menuSections)[number];

/** One section open at a time; clicking the open one closes it. */
export function toggleMenuSection(open: MenuSection | null, clicked: MenuSection): MenuSection | null {
  return open === clicked ? null : clicked;
}

/** The legal pages in the order the terms list shows them. */
export const termsOrder = [
  "terms-of-service",
  "subscription-terms",
  "refund-policy",
  "privacy-policy",
  "cookie-policy",
  "do-not-sell-my-personal-information",
  "dmca",
  "unimeal-editorial-policy",
  "commercial-disclosure",
] as const;
export type TermsPage = (typeof termsOrder)[number];

export type PrivacyEntry = "cookie-settings" | "privacy-choices" | null;

export type MenuContext = {
  locale: string;
  country: string;
  hideLocaleSwitcher: boolean;
  helpCentreUrl: string | null;
  locales: readonly string[];
};

export type MenuVisibility = {
  blog: boolean;
  authors: boolean;
  faq: boolean;
  privacyEntry: PrivacyEntry;
  helpCentre: boolean;
  terms: TermsPage[];
  languages: string[];
};

/** "Your privacy choices" in the US; "cookie settings" where consent is required; else nothing. */
export function privacyEntryFor(country: string): PrivacyEntry {
  if (isPrivacyChoicesCountry(country)) return "privacy-choices";
  if (isConsentRequiredCountry(country)) return "cookie-settings";
  return null;
}

/** The do-not-sell page only in English; the commercial disclosure only in Japan. */
export function visibleTermsPages(locale: string, country: string): TermsPage[] {
  return termsOrder.filter((page) => {
    if (page === "do-not-sell-my-personal-information") return locale === "en";
    if (page === "commercial-disclosure") return isCommercialDisclosureCountry(country);
    return true;
  });
}

/** The language list: hidden with the switcher; Japanese is never listed. */
export function menuLanguages(locales: readonly string[], hideLocaleSwitcher: boolean): string[] {
  return hideLocaleSwitcher ? [] : locales.filter((locale) => locale !== "ja");
}

/** Every visibility rule of the burger menu (spec section 2, Burger menu). */
export function menuVisibility(context: MenuContext): MenuVisibility {
  const english = context.locale === "en";
  return {
    blog: english,
    authors: english,
    faq: isFaqCountry(context.country),
    privacyEntry: privacyEntryFor(context.country),
    helpCentre: context.helpCentreUrl !== null,
    terms: visibleTermsPages(context.locale, context.country),
    languages: menuLanguages(context.locales, context.hideLocaleSwitcher),
  };
}

/** The legal pages a selling page's small footer keeps: what the law and ad review need. */
const focusedLegalPages = new Set<TermsPage>([
  "terms-of-service",
  "subscription-terms",
  "refund-policy",
  "privacy-policy",
  "cookie-policy",
  "do-not-sell-my-personal-information",
  "commercial-disclosure",
]);

export type FocusedFooter = { terms: TermsPage[]; privacyEntry: PrivacyEntry };

/**
 * The footer of the focused frame (final page, checkout, confirmation, upsell, thank-you;
 * docs/site.md, "Selling pages"): the legal pages and the privacy entry, by the menu's own
 * country and language rules; nothing else that leads away.
 */
export function focusedFooter(locale: string, country: string): FocusedFooter {
  return {
    terms: visibleTermsPages(locale, country).filter((page) => focusedLegalPages.has(page)),
    privacyEntry: privacyEntryFor(country),
  };
}
