import "server-only";
import { getEnv } from "@/env";
import { createDatabase, type DatabaseHandle } from "./create-database";
import type { Db } from "./db-type";

/**
 * One database per server process. Migrations run once, on first use, so a fresh
 * checkout (or a fresh PostgreSQL database) is ready without a separate step.
 */
const globalForDb = globalThis as unknown as { platewiseDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  globalForDb.platewiseDb ??= open().catch((error: unknown) => {
    globalForDb.platewiseDb = undefined;
    throw error;
  });
  return globalForDb.platewiseDb;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

async function open(): Promise<DatabaseHandle> {
  const env = getEnv();
  const handle = await createDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    schema: env.DATABASE_SCHEMA,
  });
  await handle.migrate();
  return handle;
}
