import type { Instrumentation } from "next";
import { getEnv, publicEnv } from "@/env";

/**
 * Once per server start: refuse unsafe production secrets (the process exits with the reason),
 * create the secrets file when needed, warn about the development site credential, then error
 * reporting (off without SENTRY_DSN), then the background job workers (docs/jobs.md; not while
 * building, nor with JOB_WORKERS=false). The workers start in the background: a database that
 * is down must not keep the server from answering.
 */
export async function register(): Promise<void> {
  if (publicEnv.nextRuntime !== "nodejs") return;
  const { checkSecretsAtStart } = await import("./server/secrets/check-secrets-at-start");
  checkSecretsAtStart();
  const { warnAboutDevelopmentDefaults } = await import("./features/site-auth/server/warn-development-defaults");
  warnAboutDevelopmentDefaults();
  const { warnAboutSiteAddress } = await import("./server/http/warn-site-address");
  warnAboutSiteAddress();
  const { initServerSentry } = await import("./server/integrations/sentry/init-server-sentry");
  initServerSentry();
  const env = getEnv();
  if (env.NEXT_PHASE === "phase-production-build" || env.JOB_WORKERS === "false") return;
  const { startJobWorkers } = await import("./server/jobs/start-job-workers");
  const { logger } = await import("./server/log/logger");
  startJobWorkers().catch((error: unknown) =>
    logger.error("background job workers did not start; retrying on the next start", { error: String(error) }),
  );
}

/** Server errors of pages, route handlers, actions and the proxy go to the error service. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (publicEnv.nextRuntime !== "nodejs") return;
  const { captureServerRequestError } = await import("./server/integrations/sentry/init-server-sentry");
  captureServerRequestError(error, request, context);
};
