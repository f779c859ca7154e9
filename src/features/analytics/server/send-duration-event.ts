import "server-only";
import { getEnv } from "@/env";
import { durationEventSchema, type DurationEventInput } from "@/features/analytics/domain/duration-event";
import { logger } from "@/server/log/logger";
import { basicAuthorization } from "./basic-auth";

export type DurationTarget = { url: string; user?: string; password?: string };

/** The configured target (DURATION_ANALYTICS_URL and its basic-auth pair), or null when off. */
export function durationTargetFromEnv(): DurationTarget | null {
  const env = getEnv();
  if (!env.DURATION_ANALYTICS_URL) return null;
  return { url: env.DURATION_ANALYTICS_URL, user: env.DURATION_ANALYTICS_USER, password: env.DURATION_ANALYTICS_PASSWORD };
}

/**
 * Posts one duration event with basic authorization (spec section 7). Failures are logged,
 * never thrown: analytics must not break the funnel. True when the service accepted it.
 */
export async function sendDurationEvent(
  event: DurationEventInput,
  target: DurationTarget | null = durationTargetFromEnv(),
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!target) return false;
  const body = durationEventSchema.parse(event);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (target.user && target.password) headers.Authorization = basicAuthorization(target.user, target.password);
  try {
    const response = await fetchImpl(target.url, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) logger.warn("duration analytics refused", { status: response.status, event: body.event });
    return response.ok;
  } catch (error) {
    logger.warn("duration analytics failed", { error: String(error), event: body.event });
    return false;
  }
}
