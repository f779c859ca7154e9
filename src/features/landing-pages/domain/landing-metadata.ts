import type { LandingPageContent } from "./landing-page";
import { landingText } from "./landing-page";

/** A landing page's head tags for one locale (docs/landing-pages.md, "Search and sharing"). */
export type LandingHead = {
  title: string;
  description?: string;
  /** Absolute: Open Graph readers (Meta, X, messengers) do not resolve paths. */
  ogImage?: string;
  noindex: boolean;
};

/**
 * The search title falls back to the page title; the description and image are left out when
 * staff gave none (the site's defaults from the layout apply); `siteUrl` makes the image absolute.
 */
export function landingHead(page: LandingPageContent, locale: string, siteUrl: string): LandingHead {
  const description = landingText(page.seoDescription, locale);
  return {
    title: landingText(page.seoTitle, locale) || landingText(page.title, locale),
    ...(description ? { description } : {}),
    ...(page.ogImageUrl ? { ogImage: new URL(page.ogImageUrl, siteUrl).toString() } : {}),
    noindex: page.noindex === true,
  };
}
