import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import type { ConstructorOptions } from "pg-boss";
import type { DatabaseHandle } from "@/server/db/create-database";
import { pgliteExecutor } from "./pglite-executor";

/** Where the job tables live: the app's PGlite, or the PostgreSQL server of DATABASE_URL. */
export type JobDatabase =
  | { kind: "pglite"; client: () => PGlite | Promise<PGlite> }
  | { kind: "postgres"; url: string; maxConnections?: number };

/** pg-boss's own connections per app instance on PostgreSQL (its pool, beside the app's). */
const defaultMaxConnections = 4;

/** pg-boss's connection options for a job database. */
export function bossConnectionOptions(database: JobDatabase): ConstructorOptions {
  if (database.kind === "pglite") return { db: pgliteExecutor(database.client), backend: "pglite" };
  return {
    connectionString: database.url,
    max: database.maxConnections ?? defaultMaxConnections,
    application_name: "platewise-jobs",
    connectionTimeoutMillis: 3_000,
  };
}

/**
 * The schema of the job tables: `pgboss` (pg-boss's usual name, which its tools default to),
 * or `<schema>_jobs` when the app's tables live in a schema of their own, so apps that share a
 * server in different schemas never share a queue.
 */
export function jobSchemaFor(appSchema: string | undefined): string {
  return appSchema ? `${appSchema}_jobs` : "pgboss";
}

/** The PGlite client behind an open embedded database (Drizzle keeps it as `$client`). */
export function pgliteClientOf(handle: DatabaseHandle): PGlite {
  if (handle.kind !== "pglite") throw new Error("not an embedded database");
  return (handle.db as unknown as { $client: PGlite }).$client;
}
