import "server-only";
import type { Metadata } from "next";
import { getLegalDocument, legalDocumentLocales } from "@/features/content/data/legal-documents";
import { isContentLocale } from "@/features/content/domain/content-locale";
import type { LegalSlug } from "@/features/content/domain/legal-document";
import { fillText } from "@/features/content/domain/placeholders";
import { getDb } from "@/server/db/client";
import { getPlaceholderValues } from "./get-placeholder-values";
import { pageMetadata } from "./page-metadata";

/** The document (own text or English fallback) and the company details it refers to. */
export async function loadLegalPage(slug: LegalSlug, locale: string) {
  const document = getLegalDocument(slug, isContentLocale(locale) ? locale : "en");
  const values = await getPlaceholderValues(await getDb());
  return { document, values };
}

/** Head tags of a legal page; hreflang lists only the locales the document is written in. */
export async function legalMetadata(slug: LegalSlug, locale: string): Promise<Metadata> {
  const { document, values } = await loadLegalPage(slug, locale);
  return pageMetadata({
    locale,
    path: `/${slug}`,
    title: fillText(document.value.title, values),
    description: fillText(document.value.description, values),
    written: legalDocumentLocales(slug),
    robots: slug === "commercial-disclosure" ? "noindex,follow" : undefined,
  });
}
