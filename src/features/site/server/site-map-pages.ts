import "server-only";
import { articles } from "@/features/content/data/blog/all-articles";
import { authors } from "@/features/content/data/blog/authors";
import { legalDocumentLocales, legalDocuments } from "@/features/content/data/legal-documents";
import { legalSlugs } from "@/features/content/domain/legal-document";
import type { SitemapPage } from "@/features/site/domain/sitemap-entries";
import { locales } from "@/i18n/locales";

/**
 * The public pages for the sitemap. The commercial disclosure is left out (it exists for
 * visitors from Japan only), and so are the account pages.
 */
export function siteMapPages(): SitemapPage[] {
  const english = ["en"];
  return [
    { path: "/", locales, priority: 1 },
    { path: "/about", locales, priority: 0.5 },
    { path: "/faq", locales, priority: 0.6 },
    { path: "/contact", locales, priority: 0.5 },
    ...legalSlugs
      .filter((slug) => slug !== "commercial-disclosure")
      .map((slug) => ({ path: `/${slug}`, locales: legalDocumentLocales(slug), lastModified: legalDocuments[slug].en.lastUpdated, priority: 0.3 })),
    { path: "/blog", locales: english, priority: 0.8 },
    { path: "/blog/authors", locales: english, priority: 0.4 },
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, locales: english, lastModified: article.updatedAt, priority: 0.7 })),
    ...authors.map((author) => ({ path: `/blog/authors/${author.slug}`, locales: english, priority: 0.4 })),
  ];
}
