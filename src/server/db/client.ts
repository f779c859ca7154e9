import "server-only";
import { getEnv } from "@/env";
import { databaseUnavailableDigest } from "@/features/site/domain/unavailable-page";
import { logger } from "@/server/log/logger";
import { createAvailabilityState, type AvailabilityState } from "./availability-state";
import { isDatabaseUnavailable } from "./availability";
import { createDatabase, type DatabaseHandle } from "./create-database";
import type { Db } from "./db-type";

/**
 * One database per server process. Migrations run once, on first use, so a fresh
 * checkout (or a fresh PostgreSQL database) is ready without a separate step. A failed first
 * open is forgotten, so the next call tries again. Both live on globalThis, which the proxy
 * and the rendering code share inside one server process.
 */
const globalForDb = globalThis as unknown as {
  platewiseDb?: Promise<DatabaseHandle>;
  platewiseDbAvailability?: AvailabilityState;
};

export function getDatabase(): Promise<DatabaseHandle> {
  globalForDb.platewiseDb ??= open().catch((error: unknown) => {
    globalForDb.platewiseDb = undefined;
    // Error pages recognise an outage by this digest (Next.js keeps a thrown error's digest).
    if (noteDatabaseError(error) && typeof error === "object" && error !== null) {
      Object.assign(error, { digest: databaseUnavailableDigest });
    }
    throw error;
  });
  return globalForDb.platewiseDb;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * Whether the database is up as far as this process knows (see availability-state.ts): the
 * proxy asks before every page; while down it probes with `select 1` every 2 s at most.
 */
export function databaseAvailability(): AvailabilityState {
  globalForDb.platewiseDbAvailability ??= createAvailabilityState({
    probe: probeDatabase,
    onChange: (state) =>
      state === "down"
        ? logger.error("database unavailable; pages answer 503 until it is back")
        : logger.info("database available again"),
  });
  return globalForDb.platewiseDbAvailability;
}

/**
 * `select 1` on the open database. A handle that was closed (the embedded store shut, the pool
 * ended) is forgotten and opened afresh, so even that recovers without a restart.
 */
async function probeDatabase(): Promise<void> {
  const opened = getDatabase();
  const handle = await opened;
  try {
    await handle.ping();
  } catch (error) {
    if (!handle.isClosed() || globalForDb.platewiseDb !== opened) throw error;
    globalForDb.platewiseDb = undefined;
    await (await getDatabase()).ping();
  }
}

/** Marks the database down when `error` means an outage; true when it does. */
export function noteDatabaseError(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  databaseAvailability().markDown();
  return true;
}

async function open(): Promise<DatabaseHandle> {
  const env = getEnv();
  const handle = await createDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    template: env.PGLITE_TEMPLATE,
    schema: env.DATABASE_SCHEMA,
    onError: noteDatabaseError,
    onConnectionDropped: (error) =>
      logger.warn("a database connection broke; the pool uses a fresh one", {
        error: describeError(error),
      }),
  });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

function describeError(error: unknown): string {
  if (typeof error !== "object" || error === null) return String(error);
  const { code, message } = error as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === "string").join(" ");
}
