import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { routing } from "./i18n/routing";

const intl = createMiddleware(routing);

/**
 * Runs before every page request: locale routing (the `as-needed` prefix rule and the
 * X-NEXT-INTL-LOCALE request header).
 */
export default function proxy(request: NextRequest) {
  return intl(request);
}

export const config = {
  // Pages only: not the API, the management area, Next internals or files with an extension.
  matcher: ["/((?!api|v4\\.0|mgmt|_next|_vercel|.*\\..*).*)"],
};
