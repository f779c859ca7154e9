import type { MetadataRoute } from "next";
import { getEnv } from "@/env";
import { sitemapEntries } from "@/features/site/domain/sitemap-entries";
import { siteMapPages } from "@/features/site/server/site-map-pages";

/** Built per request, so the addresses follow SITE_URL of the running server. */
export const dynamic = "force-dynamic";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(getEnv().SITE_URL, siteMapPages());
}
