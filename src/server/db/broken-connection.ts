import type { Pool } from "pg";

/** Codes and messages of a connection that broke under an open session (not one that could not be made). */
const brokenCodes = new Set(["ECONNRESET", "EPIPE", "57P01", "08003", "08006"]);
const brokenMessages = [/^Connection terminated unexpectedly/, /is not queryable/];

/**
 * Whether a query failed because the connection it used had broken: the server ended that one
 * session (`pg_terminate_backend`, a pooler's idle timeout, a failover) or the socket was
 * reset. PostgreSQL rolls back what such a session had not committed, so the query may be sent
 * once more on another connection; only when that fails too is the database down
 * (docs/operations.md, "Idle connections").
 */
export function isBrokenConnection(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && brokenCodes.has(code)) return true;
  if (typeof message === "string" && brokenMessages.some((pattern) => pattern.test(message)))
    return true;
  return isBrokenConnection(cause, depth + 1);
}

/**
 * Makes the pool's promise-returning `query` send a query again when its connection turns out to
 * have broken. The pool has discarded that connection by then; the next try takes another one,
 * and more tries are allowed only while idle connections remain that may be just as stale
 * (after a failover every idle one is), so the last try is on a brand-new connection. A failure
 * of that one, or any other failure, goes to the caller as it is.
 */
export function retryBrokenConnections(pool: Pool, onRetry?: (error: unknown) => void): void {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const retrying = function (...args: unknown[]): unknown {
    if (args.some((arg) => typeof arg === "function")) return original(...args); // callback style: as it is
    return (async () => {
      let triesLeft = 1;
      for (let attempt = 0; ; attempt++) {
        try {
          return await (original(...args) as Promise<unknown>);
        } catch (error) {
          if (attempt === 0) triesLeft = Math.min(pool.idleCount, pool.options.max ?? 10) + 1;
          if (!isBrokenConnection(error) || pool.ending || triesLeft <= 0) throw error;
          triesLeft -= 1;
          onRetry?.(error);
        }
      }
    })();
  };
  Object.defineProperty(pool, "query", { value: retrying, configurable: true, writable: true });
}
