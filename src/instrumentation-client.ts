import { publicEnv } from "@/env";
import { routerTransitionStarted, startBrowserErrorReporting } from "@/features/errors/client/init-browser-sentry";

// Error reporting loads only with NEXT_PUBLIC_SENTRY_DSN; a failure to load must not break the page.
startBrowserErrorReporting(publicEnv.sentryDsn, publicEnv.production).catch(() => undefined);

export function onRouterTransitionStart(href: string, navigationType: "push" | "replace" | "traverse"): void {
  routerTransitionStarted(href, navigationType);
}
