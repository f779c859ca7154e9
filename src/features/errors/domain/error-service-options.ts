import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { shouldReport, type ReportableEvent } from "./should-report";

export type SentrySettings = { dsn?: string; environment?: string; production: boolean };

type RequestLike = { cookies?: Record<string, string> | string; headers?: Record<string, string> };

/** The cookies an error event carries (the SDK only attaches them with PII on). */
export function eventCookies(event: { request?: RequestLike }): Record<string, string> {
  const cookies = event.request?.cookies;
  if (cookies && typeof cookies === "object") return cookies;
  return parseCookieHeader(typeof cookies === "string" ? cookies : event.request?.headers?.cookie);
}

/**
 * Options shared by the server and the browser SDK: off without a DSN, no tracing in
 * production (sample rate 0), and the spec's filter on every event.
 */
export function sentryOptions(settings: SentrySettings, readCookies: (event: { request?: RequestLike }) => Record<string, string> = eventCookies) {
  return {
    dsn: settings.dsn,
    enabled: Boolean(settings.dsn),
    environment: settings.environment,
    tracesSampleRate: settings.production ? 0 : 1,
    sendDefaultPii: false,
    beforeSend<E extends ReportableEvent & { request?: RequestLike }>(event: E): E | null {
      return shouldReport(event, readCookies(event)) ? event : null;
    },
  };
}
