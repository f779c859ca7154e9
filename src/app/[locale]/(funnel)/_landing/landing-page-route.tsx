import type { Metadata } from "next";
import { LandingFrame } from "@/features/landing-pages/components/landing-frame";
import { LandingPageView } from "@/features/landing-pages/components/landing-page-view";
import { landingHead } from "@/features/landing-pages/domain/landing-metadata";
import { defaultLandingTheme, type LandingPageContent } from "@/features/landing-pages/domain/landing-page";
import { landingWords } from "@/features/landing-pages/server/landing-frame-words";
import { teaserPrices } from "@/features/landing-pages/server/teaser-prices";
import { getEnv } from "@/env";
import { localizePath, type Locale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";

/** A published landing page's head: title, description, robots, Open Graph and Twitter card. */
export function landingPageMetadata(page: LandingPageContent, locale: string): Metadata {
  const head = landingHead(page, locale, getEnv().SITE_URL);
  const images = head.ogImage ? [{ url: head.ogImage }] : undefined;
  const description = head.description ? { description: head.description } : {};
  return {
    title: head.title,
    ...description,
    ...(head.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: { type: "website", title: head.title, ...description, ...(images ? { images } : {}) },
    twitter: { card: images ? "summary_large_image" : "summary", title: head.title, ...description },
  };
}

/** A published landing page for visitors: framed in its theme, blocks, prices from the stored packages. */
export async function renderLandingPage(db: Db, page: LandingPageContent, locale: Locale) {
  const words = await landingWords(locale);
  const prices = await teaserPrices(db, page, locale, words.fromPerDay);
  return (
    <LandingFrame theme={page.theme ?? defaultLandingTheme} locale={locale} words={words.frame}>
      <LandingPageView page={page} locale={locale} startHref={localizePath(page.startTarget, locale)} prices={prices} />
    </LandingFrame>
  );
}
