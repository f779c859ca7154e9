import type { Instrumentation } from "next";
import { publicEnv } from "@/env";

/** Once per server start: error reporting (off without SENTRY_DSN) and configuration warnings. */
export async function register(): Promise<void> {
  if (publicEnv.nextRuntime !== "nodejs") return;
  const { initServerSentry } = await import("./server/integrations/sentry/init-server-sentry");
  initServerSentry();
  const { warnAboutDevelopmentDefaults } = await import("./features/site-auth/server/warn-development-defaults");
  warnAboutDevelopmentDefaults();
}

/** Server errors of pages, route handlers, actions and the proxy go to the error service. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (publicEnv.nextRuntime !== "nodejs") return;
  const { captureServerRequestError } = await import("./server/integrations/sentry/init-server-sentry");
  captureServerRequestError(error, request, context);
};
