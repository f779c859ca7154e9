import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getEnv } from "@/env";
import { pageUrls } from "@/features/site/domain/page-urls";
import { locales } from "@/i18n/locales";
import { buildMetadata } from "@/ui/page-head";

export type PageMetadataInput = {
  locale: string;
  /** Path without the locale prefix, e.g. `/about`. */
  path: string;
  title: string;
  description: string;
  /** Locales that have this page in their own language (default: all 16). */
  written?: readonly string[];
  robots?: string;
  ogImage?: string;
  ogType?: "website" | "article";
};

/** Head tags of a site page: title, description, og, canonical, hreflang alternates and robots. */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale: input.locale as (typeof locales)[number], namespace: "meta" });
  const { canonical, alternates } = pageUrls({
    siteUrl: getEnv().SITE_URL,
    locale: input.locale,
    path: input.path,
    written: input.written ?? locales,
  });
  const metadata = buildMetadata(
    {
      title: `${input.title} | ${t("siteName")}`,
      description: input.description,
      ogTitle: input.title,
      robots: input.robots,
      canonical,
      alternates,
      ogImage: input.ogImage,
    },
    { title: t("defaultTitle"), description: t("defaultDescription"), siteName: t("siteName") },
  );
  if (input.ogType === "article" && metadata.openGraph) metadata.openGraph = { ...metadata.openGraph, type: "article" };
  return { ...metadata, openGraph: { ...metadata.openGraph, url: canonical, locale: input.locale } };
}
