import "server-only";
import * as Sentry from "@sentry/nextjs";
import { getEnv } from "@/env";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { isAppError } from "@/features/errors/domain/error-kinds";
import { shouldReport } from "@/features/errors/domain/should-report";
import { logger } from "@/server/log/logger";
import { sentryOptions } from "@/features/errors/domain/error-service-options";

let enabled = false;

/** Starts the server SDK when SENTRY_DSN is set; otherwise error reporting stays off. */
export function initServerSentry(): boolean {
  const env = getEnv();
  const options = sentryOptions({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    production: env.NODE_ENV === "production",
  });
  if (!options.enabled) return false;
  Sentry.init(options);
  enabled = true;
  return true;
}

type RequestInfo = Parameters<typeof Sentry.captureRequestError>[1];
type ContextInfo = Parameters<typeof Sentry.captureRequestError>[2];

/** Next.js' onRequestError: filtered with the visitor's cookies, then sent. */
export function captureServerRequestError(error: unknown, request: RequestInfo, context: ContextInfo): void {
  if (!enabled) return;
  const cookieHeader = request.headers.cookie;
  const cookies = parseCookieHeader(Array.isArray(cookieHeader) ? cookieHeader.join("; ") : cookieHeader);
  const message = error instanceof Error ? error.message : String(error);
  const type = error instanceof Error ? error.name : undefined;
  if (!shouldReport({ exception: { values: [{ type, value: message }] } }, cookies)) return;
  Sentry.captureRequestError(error, request, context);
}

/** Logs a server error and sends it to the error service, tagged with its kind. */
export function reportServerError(error: unknown, context: Record<string, unknown> = {}): void {
  const kind = isAppError(error) ? error.kind : undefined;
  logger.error(error instanceof Error ? error.message : String(error), { kind, ...context });
  if (!enabled) return;
  Sentry.captureException(error, { tags: kind ? { kind } : undefined, extra: { ...context, ...(isAppError(error) ? error.context : {}) } });
}
