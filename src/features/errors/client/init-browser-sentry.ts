import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { sentryOptions } from "@/features/errors/domain/error-service-options";
import { setErrorService } from "./report-error";

type RouterTransitionHook = (href: string, navigationType: string) => void;
let onTransition: RouterTransitionHook | undefined;

/**
 * Loads the browser SDK only when a DSN is configured (NEXT_PUBLIC_SENTRY_DSN), so visitors
 * download nothing otherwise. Tracing is off in production; every event passes the filter
 * with the visitor's cookies (disable_analytics and the rest of spec section 8).
 */
export async function startBrowserErrorReporting(dsn: string | undefined, production: boolean): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({
    ...sentryOptions({ dsn, production }, () => parseCookieHeader(document.cookie)),
  });
  setErrorService(Sentry);
  onTransition = Sentry.captureRouterTransitionStart;
  return true;
}

/** Forwards App Router navigations to the SDK once it is loaded. */
export function routerTransitionStarted(href: string, navigationType: string): void {
  onTransition?.(href, navigationType);
}
