import path from "node:path";
import { mkdirSync, openAsBlob } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import { Pool } from "pg";
import { retryBrokenConnections } from "./broken-connection";
import type { Db } from "./db-type";
import { reportFailures } from "./report-failures";

export type DatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite folder; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /**
   * PGlite in memory only: a dump (tar, from `dumpDataDir`) of a freshly migrated database to
   * start from instead of an empty one, which skips initdb (tests open hundreds of databases).
   */
  template?: string;
  /** PostgreSQL schema for every table (created when missing). */
  schema?: string;
  /**
   * Told about every failed query or connection, so the caller can tell an outage from a bad
   * query. Never throws back into the query.
   */
  onError?: (error: unknown) => void;
  /**
   * Told when one PostgreSQL connection broke and was replaced: an idle one the server ended
   * (`pg_terminate_backend`, a pooler's idle timeout), or a query sent again on another
   * connection. Not an outage by itself (docs/operations.md, "Idle connections").
   */
  onConnectionDropped?: (error: unknown) => void;
};

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** True once closed (by `close()` or a failure); such a handle never works again. */
  isClosed: () => boolean;
};

/** How long a request waits for a new PostgreSQL connection before it fails (no hanging requests). */
export const connectionTimeoutMs = 3_000;

const migrationsFolder = path.join(process.cwd(), "drizzle");

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return createPostgres(options.url, options.schema, options);
  return createPglite(options.dataDir, options.template, options.onError);
}

async function createPostgres(
  url: string,
  schema: string | undefined,
  { onError, onConnectionDropped }: Pick<DatabaseOptions, "onError" | "onConnectionDropped">,
): Promise<DatabaseHandle> {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectionTimeoutMs,
    keepAlive: true,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // An idle connection that the server drops emits "error" on the pool; unheard, it would
  // crash the process. The pool has already discarded it and opens another when needed, so
  // this is no outage; a query that meets a broken connection is sent once more.
  pool.on("error", (error) => onConnectionDropped?.(error));
  retryBrokenConnections(pool, onConnectionDropped);
  // Only the final outcome (after any retry) counts as a failure.
  reportFailures(pool, ["query", "connect"], onError);
  if (schema) {
    try {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () =>
      migratePg(drizzlePg({ client: pool }), {
        migrationsFolder,
        migrationsSchema: schema ?? "drizzle",
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    isClosed: () => pool.ended,
  };
}

async function createPglite(
  dataDir: string | undefined,
  template: string | undefined,
  onError?: (error: unknown) => void,
): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = !inMemory
    ? new PGlite(dataDir)
    : template
      ? new PGlite({ loadDataDir: await openAsBlob(template, { type: "application/x-tar" }) })
      : new PGlite();
  await client.waitReady;
  reportFailures(client, ["query", "exec", "transaction"], onError);
  const pglite = drizzlePglite({ client });
  const db = pglite as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    ping: async () => {
      if (client.closed) throw new Error("PGlite is closed");
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    isClosed: () => client.closed,
  };
}
