import "server-only";
import type { z } from "zod";
import { logger } from "@/server/log/logger";

export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]> };
};

/** The one shape of every API error: `{ error: { code, message } }`, logged, never cached. */
export function jsonError(
  status: number,
  code: string,
  message: string,
  extra?: { fields?: Record<string, string[]>; context?: Record<string, unknown> },
): Response {
  const log = status >= 500 ? logger.error : logger.warn;
  log(`api error ${code}`, { status, detail: message, ...extra?.context });
  const body: ApiErrorBody = { error: { code, message, ...(extra?.fields ? { fields: extra.fields } : {}) } };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** 400 with field errors from a failed zod parse. */
export function validationError(error: z.ZodError, context?: Record<string, unknown>): Response {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return jsonError(400, "validation_failed", "The request is not valid.", { fields, context });
}
