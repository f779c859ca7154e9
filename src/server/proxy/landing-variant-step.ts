import "server-only";
import type { NextRequest } from "next/server";
import { publishedLandingVersion } from "@/features/landing-pages/server/landing-page-store";
import { slugProblem } from "@/features/landing-pages/domain/landing-slug";
import { isLocale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { variantSegment } from "./variant-segment";

/**
 * The prerendered copy of a published landing page, or null (docs/landing-pages.md, "Serving"):
 * a page load of `/{locale}/{slug}` where a landing page is published goes to
 * `/{locale}/_v/landing/{slug}/{version}`, rendered once per version and language and then served
 * from the page cache whatever the ad's query. Site pages and reserved paths are never looked up;
 * the live version's number is read afresh, so a publish is seen at once. Never throws: on any doubt
 * the request goes on to `/[slug]`, which renders per request.
 */
export async function landingVariantPathOf(request: NextRequest, internalPath: string): Promise<string | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const [, locale, slug, ...rest] = internalPath.split("/");
  if (!locale || !isLocale(locale) || !slug || rest.length > 0 || slugProblem(slug)) return null;
  const version = await publishedLandingVersion(await getDb(), slug).catch(() => null);
  return version ? `/${locale}/${variantSegment}/landing/${slug}/${version}` : null;
}
