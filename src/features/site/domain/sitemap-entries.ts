import { localizedUrl } from "@/features/site/domain/page-urls";

export type SitemapPage = {
  path: string;
  /** Locales with their own version of the page (the others show a fallback with an English canonical). */
  locales: readonly string[];
  lastModified?: string;
  priority?: number;
};

export type SitemapEntry = {
  url: string;
  lastModified?: string;
  priority?: number;
  alternates: { languages: Record<string, string> };
};

/** One entry per canonical address, each listing its language alternates. */
export function sitemapEntries(siteUrl: string, pages: readonly SitemapPage[]): SitemapEntry[] {
  return pages.flatMap((page) => {
    const languages = Object.fromEntries(page.locales.map((locale) => [locale, localizedUrl(siteUrl, locale, page.path)]));
    return page.locales.map((locale) => ({
      url: localizedUrl(siteUrl, locale, page.path),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      ...(page.priority !== undefined ? { priority: page.priority } : {}),
      alternates: { languages },
    }));
  });
}
