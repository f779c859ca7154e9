import "server-only";
import { jsonError } from "@/server/http/json-error";
import type { RateLimitResult } from "./hit-rate-limit";

/** 429 with Retry-After for a request over its limit. */
export function rateLimitedResponse(result: RateLimitResult, context?: Record<string, unknown>): Response {
  const response = jsonError(429, "rate_limited", "Too many requests. Try again later.", { context });
  response.headers.set("Retry-After", String(result.retryAfterSeconds));
  return response;
}
