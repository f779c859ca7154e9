import type { ContentLocale } from "@/features/content/domain/content-locale";
import type { LegalDocument, LegalSlug } from "@/features/content/domain/legal-document";
import { resolveLocalizedContent, type LocalizedContent } from "@/features/content/domain/localized-content";
import { commercialDisclosure } from "@/features/content/data/legal/commercial-disclosure";
import { commercialDisclosureJa } from "@/features/content/data/legal/commercial-disclosure.ja";
import { cookiePolicy } from "@/features/content/data/legal/cookie-policy";
import { dmca } from "@/features/content/data/legal/dmca";
import { doNotSellMyPersonalInformation } from "@/features/content/data/legal/do-not-sell-my-personal-information";
import { privacyPolicy } from "@/features/content/data/legal/privacy-policy";
import { refundPolicy } from "@/features/content/data/legal/refund-policy";
import { subscriptionTerms } from "@/features/content/data/legal/subscription-terms";
import { termsOfService } from "@/features/content/data/legal/terms-of-service";
import { editorialPolicy } from "@/features/content/data/legal/unimeal-editorial-policy";

/**
 * Every legal document by slug and locale. English is required for each; other locales
 * are added here as their translations are written (the page falls back to English).
 */
export const legalDocuments: Record<LegalSlug, { en: LegalDocument } & Partial<Record<ContentLocale, LegalDocument>>> = {
  "cookie-policy": { en: cookiePolicy },
  dmca: { en: dmca },
  "do-not-sell-my-personal-information": { en: doNotSellMyPersonalInformation },
  "privacy-policy": { en: privacyPolicy },
  "refund-policy": { en: refundPolicy },
  "subscription-terms": { en: subscriptionTerms },
  "terms-of-service": { en: termsOfService },
  "unimeal-editorial-policy": { en: editorialPolicy },
  "commercial-disclosure": { en: commercialDisclosure, ja: commercialDisclosureJa },
};

/** The document in the locale's own text, or in English marked as a fallback. */
export function getLegalDocument(slug: LegalSlug, locale: ContentLocale): LocalizedContent<LegalDocument> {
  const resolved = resolveLocalizedContent<LegalDocument>(legalDocuments[slug], locale);
  if (!resolved) throw new Error(`Legal document ${slug} has no English text`);
  return resolved;
}

/** The locales a document is written in (for hreflang alternates), English first. */
export function legalDocumentLocales(slug: LegalSlug): ContentLocale[] {
  const written = Object.keys(legalDocuments[slug]) as ContentLocale[];
  return ["en", ...written.filter((locale) => locale !== "en")];
}
