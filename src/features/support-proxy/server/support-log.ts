import "server-only";
import { SupportProxyError } from "@/features/errors/domain/named-errors";
import { logger } from "@/server/log/logger";

/**
 * Logs a support proxy failure with its context — the customer's id, the act or section, the
 * staff member's id — never an e-mail address or other personal data (docs/support-proxy.md).
 */
export function logSupportFailure(message: string, context: { customerId: string; action: string; staffId?: string }, cause?: unknown): SupportProxyError {
  const error = new SupportProxyError(message, { cause, context });
  logger.error(message, { kind: error.kind, ...context, cause: cause instanceof Error ? cause.message : String(cause ?? "") });
  return error;
}
