import "server-only";
import { revalidatePath } from "next/cache";
import { locales } from "@/i18n/locales";
import { logger } from "@/server/log/logger";

/**
 * Drops this instance's prerendered `/{locale}/{slug}` pages (a landing page, or the 404 a
 * visitor saw before it was published), so the next request renders the published version
 * (docs/landing-pages.md, "Serving and resolution order"). Outside a Next.js request (scripts,
 * tests) there is no page cache to drop: that is logged and skipped.
 */
export function revalidateLandingPage(slug: string): void {
  try {
    for (const locale of locales) revalidatePath(`/${locale}/${slug}`);
  } catch (error) {
    logger.debug("landing page: no page cache to revalidate here", { slug, error: String(error) });
  }
}
