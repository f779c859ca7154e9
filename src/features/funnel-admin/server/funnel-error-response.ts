import "server-only";
import { VersionError } from "@/features/staff/server/entity-versions";
import { funnelParamsSchema } from "@/features/funnel-admin/domain/funnel-api-schemas";
import { jsonError, validationError } from "@/server/http/json-error";
import { logger } from "@/server/log/logger";
import { FunnelEditError } from "./funnel-admin-store";

/**
 * The answer for a refused funnel edit (docs/funnel-admin.md, "API"): 400 with the problems by
 * path, 404 unknown funnel, 409 stale edit (naming who saved and when) or nothing to publish.
 * Anything else is rethrown for the route wrapper's 500.
 */
export function funnelErrorResponse(error: unknown): Response {
  if (error instanceof FunnelEditError) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.issues) (fields[issue.path || "_"] ??= []).push(issue.message);
    return jsonError(error.status, error.code, error.message, error.issues.length ? { fields } : undefined);
  }
  if (error instanceof VersionError) {
    logger.warn(`api error ${error.code}`, { status: 409 });
    return Response.json(
      { error: { code: error.code, message: error.message, ...(error.conflict ? { conflict: error.conflict } : {}) } },
      { status: 409, headers: { "Cache-Control": "no-store" } },
    );
  }
  throw error;
}

/**
 * The funnel name from the route's params, checked after the staff guard (so a visitor is told
 * to sign in before anything about the address); a bad name answers 400.
 */
export function funnelNameOf(params: unknown): string | Response {
  const parsed = funnelParamsSchema.safeParse(params);
  return parsed.success ? parsed.data.name : validationError(parsed.error, { route: "mgmt-funnels" });
}
