import "server-only";

/**
 * Whether an error means the database cannot be reached right now (connection refused,
 * reset or timed out), as opposed to a bad query. Callers answer 503 then; see docs/security.md.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === "string" && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03"].includes(code);
}
