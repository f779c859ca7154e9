import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import {
  applyCountryCookies,
  resolveRequestCountry,
  withCountryHeader,
} from "./features/country/server/country-step";
import { routing } from "./i18n/routing";

const intl = createMiddleware(routing);

/**
 * Runs before every page request, as a short list of steps:
 * 1. country: resolve the visitor's country, hand it to the render, store the country cookies;
 * 2. locale routing (the `as-needed` prefix rule and the X-NEXT-INTL-LOCALE request header).
 */
export default function proxy(request: NextRequest) {
  const country = resolveRequestCountry(request);
  const response = intl(withCountryHeader(request, country));
  return applyCountryCookies(response, country);
}

export const config = {
  // Pages only: not the API, the management area, Next internals or files with an extension.
  matcher: ["/((?!api|v4\\.0|mgmt|_next|_vercel|.*\\..*).*)"],
};
