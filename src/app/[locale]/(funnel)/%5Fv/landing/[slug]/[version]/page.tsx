import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadPublishedLandingVersion } from "@/features/landing-pages/server/landing-page-store";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { landingPageMetadata, renderLandingPage } from "../../../../_landing/landing-page-route";

type Props = PageProps<"/[locale]/_v/landing/[slug]/[version]">;

/**
 * Prerendered on first request and kept per published version × locale (docs/landing-pages.md,
 * "Serving"): the version is part of the path, so a publish or rollback starts a new copy.
 */
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const { slug, version } = await params;
  return loadPublishedLandingVersion(await getDb(), slug, Number(version));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const page = await load(params);
  return page ? landingPageMetadata(page, locale) : {};
}

/**
 * The internal target of `/{slug}` while a landing page is published there: the proxy rewrites
 * the visitor's address here (it does not change in the browser). Only the published version
 * renders; any other (a draft, an older version) is the 404 page.
 */
export default async function PrerenderedLandingPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const page = await load(params);
  if (!page) notFound();
  return renderLandingPage(await getDb(), page, locale);
}
