import { randomBytes } from "node:crypto";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";

/**
 * A migrated, empty database for one test file: PGlite in memory by default (a fresh copy of
 * the run's migrated template), or a fresh schema on the PostgreSQL server named by
 * DATABASE_URL (dropped after the run).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL || undefined;
  const prefix = process.env.PLATEWISE_TEST_SCHEMA_PREFIX ?? "t_local";
  const schema = url ? `${prefix}_${randomBytes(4).toString("hex")}` : undefined;
  // PGlite: the run's migrated template (global-setup.ts), so migrate() finds nothing to do.
  const template = url ? undefined : process.env.PGLITE_TEMPLATE || undefined;
  const handle = await createDatabase({ url, schema, template });
  await handle.migrate();
  return handle;
}
