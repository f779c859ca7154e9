import type { Instrumentation } from "next";
import { publicEnv } from "@/env";

/**
 * Once per server start: refuse unsafe production secrets (the process exits with the reason),
 * create the secrets file when needed, warn about the development site credential, then error
 * reporting (off without SENTRY_DSN).
 */
export async function register(): Promise<void> {
  if (publicEnv.nextRuntime !== "nodejs") return;
  const { checkSecretsAtStart } = await import("./server/secrets/check-secrets-at-start");
  checkSecretsAtStart();
  const { warnAboutDevelopmentDefaults } = await import("./features/site-auth/server/warn-development-defaults");
  warnAboutDevelopmentDefaults();
  const { initServerSentry } = await import("./server/integrations/sentry/init-server-sentry");
  initServerSentry();
}

/** Server errors of pages, route handlers, actions and the proxy go to the error service. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (publicEnv.nextRuntime !== "nodejs") return;
  const { captureServerRequestError } = await import("./server/integrations/sentry/init-server-sentry");
  captureServerRequestError(error, request, context);
};
