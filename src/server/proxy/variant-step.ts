import "server-only";
import type { NextRequest } from "next/server";
import { isCommercialDisclosureCountry } from "@/features/country/domain/country-lists";
import { isLocale } from "@/i18n/locales";
import { landingVariantPathOf } from "./landing-variant-step";
import { quizVariantPathOf } from "./quiz-variant-step";
import { variantSegment } from "./variant-segment";

/**
 * The internal path a page's variant is prerendered at, or null for the page itself. The
 * address in the browser does not change: the proxy rewrites to it. `internalPath` is the
 * locale-prefixed path the request is routed to (after the locale step). A page that exists
 * only for some countries is rewritten to a path no page answers (the 404 page) for the rest.
 */
export function variantPathOf(internalPath: string, search: URLSearchParams, country: string): string | null {
  const [, locale, ...rest] = internalPath.split("/");
  if (!locale || !isLocale(locale)) return null;
  // Japan's commercial disclosure exists only for visitors from Japan: others get the 404 page.
  if (rest.length === 1 && rest[0] === "commercial-disclosure" && !isCommercialDisclosureCountry(country)) {
    return `/${locale}/${variantSegment}/not-found`;
  }
  // Home: the page split's alternative hero (`/?hero=b`).
  if (rest.length === 0 || (rest.length === 1 && rest[0] === "")) {
    return search.get("hero") === "b" ? `/${locale}/${variantSegment}/home-hero-b` : null;
  }
  return null;
}

/**
 * Points the routed response at a page's prerendered variant: the path the locale step routes
 * to (its rewrite, or the request's own path) is swapped for the variant's internal path (a
 * site page's, else a quiz first step's: quiz-variant-step.ts, else a published landing
 * page's: landing-variant-step.ts). The request headers handed to
 * the render are kept. Returns the response it was given.
 */
export async function applyVariantRewrite<R extends Response>(request: NextRequest, response: R, visitor: { country: string }): Promise<R> {
  const rewrite = response.headers.get("x-middleware-rewrite");
  const target = rewrite ? new URL(rewrite, request.url) : new URL(request.nextUrl.href);
  const variant =
    variantPathOf(target.pathname, target.searchParams, visitor.country) ??
    (await quizVariantPathOf(request, target.pathname, visitor.country)) ??
    (await landingVariantPathOf(request, target.pathname));
  if (!variant) return response;
  target.pathname = variant;
  response.headers.set("x-middleware-rewrite", target.href);
  return response;
}
