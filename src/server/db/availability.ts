import "server-only";

/** Network failures between the app and the PostgreSQL server. */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL codes that mean "not now" rather than "bad query": the server is shutting down
 * or starting (57P01–57P03), full (53300), or the connection broke (class 08).
 */
const serverCodes = new Set(["57P01", "57P02", "57P03", "53300"]);

/** Messages of pg, pg-pool and PGlite errors that carry no code but mean the store is not usable. */
const messages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)$/,
  /^PGlite failed to initialize/,
];

/**
 * Whether an error means the database cannot be used right now (unreachable, restarting, full,
 * connection dropped, or the embedded store closed or broken), as opposed to a bad query or a
 * broken rule. Looks through wrappers (`cause`, e.g. Drizzle's DrizzleQueryError) and grouped
 * connection attempts (`errors`). Callers answer 503 then; see docs/operations.md.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return matches(error, 0);
}

function matches(error: unknown, depth: number): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (networkCodes.has(code) || serverCodes.has(code) || code.startsWith("08"))) {
    return true;
  }
  if (error instanceof WebAssembly.RuntimeError) return true;
  if (typeof message === "string" && messages.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => matches(inner, depth + 1))) return true;
  return matches(cause, depth + 1);
}
