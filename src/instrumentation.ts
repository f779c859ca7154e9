import type { Instrumentation } from "next";
import { getEnv, publicEnv } from "@/env";

/**
 * Once per server start: refuse unsafe production secrets (the process exits with the reason),
 * create the secrets file when needed, warn about the development site credential, a missing
 * site address and prices following a country the visitor can choose, then error
 * reporting (off without SENTRY_DSN), then the background job workers (docs/jobs.md; not while
 * building, nor with JOB_WORKERS=false). The workers start in the background: a database that
 * is down must not keep the server from answering. A failed start is tried again with backoff
 * until they run; `/api/health` says `jobWorkers: "down"` meanwhile.
 */
export async function register(): Promise<void> {
  if (publicEnv.nextRuntime !== "nodejs") return;
  const { checkSecretsAtStart } = await import("./server/secrets/check-secrets-at-start");
  checkSecretsAtStart();
  const { warnAboutDevelopmentDefaults } = await import("./features/site-auth/server/warn-development-defaults");
  warnAboutDevelopmentDefaults();
  const { warnAboutSiteAddress } = await import("./server/http/warn-site-address");
  warnAboutSiteAddress();
  const { warnAboutVisitorChosenCountry } = await import("./features/country/server/warn-visitor-chosen-country");
  warnAboutVisitorChosenCountry();
  const { initServerSentry } = await import("./server/integrations/sentry/init-server-sentry");
  initServerSentry();
  const env = getEnv();
  if (env.NEXT_PHASE === "phase-production-build" || env.JOB_WORKERS === "false") return;
  const { keepJobWorkersRunning } = await import("./server/jobs/keep-job-workers-running");
  void keepJobWorkersRunning();
}

/** Server errors of pages, route handlers, actions and the proxy go to the error service. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (publicEnv.nextRuntime !== "nodejs") return;
  const { captureServerRequestError } = await import("./server/integrations/sentry/init-server-sentry");
  captureServerRequestError(error, request, context);
};
