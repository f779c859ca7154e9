import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import { Pool } from "pg";
import type { Db } from "./db-type";

export type DatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite folder; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** PostgreSQL schema for every table (created when missing). */
  schema?: string;
};

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(process.cwd(), "drizzle");

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return createPostgres(options.url, options.schema);
  return createPglite(options.dataDir);
}

async function createPostgres(url: string, schema?: string): Promise<DatabaseHandle> {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
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
  };
}

async function createPglite(dataDir?: string): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const pglite = drizzlePglite({ client });
  const db = pglite as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    ping: async () => {
      if (client.closed) throw new Error("The embedded database is closed");
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
