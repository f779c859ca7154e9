import type { MetadataRoute } from "next";
import { getEnv } from "@/env";

/** Built per request, so the addresses follow SITE_URL of the running server. */
export const dynamic = "force-dynamic";

/** Crawlers may read the public site, not the management area, the API or account pages. */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = getEnv().SITE_URL.replace(/\/+$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/mgmt", "/api/", "/v4.0/", "/my-plan", "/my-subscription", "/signin"] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
