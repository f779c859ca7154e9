import { randomBytes } from "node:crypto";
import { resetEnvCache } from "@/env";
import { getDatabase } from "@/server/db/client";
import type { DatabaseHandle } from "@/server/db/create-database";

/**
 * Points the app's own database (`getDb()`, used by route handlers) at a fresh migrated
 * database for this test file: PGlite in memory (a fresh copy of the run's migrated template,
 * PGLITE_TEMPLATE), or a new schema on the PostgreSQL server
 * of DATABASE_URL (dropped after the run like createTestDatabase's). Close it in afterAll.
 */
export async function openAppDatabase(): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) {
    const prefix = process.env.PLATEWISE_TEST_SCHEMA_PREFIX ?? "t_local";
    process.env.DATABASE_SCHEMA = `${prefix}_${randomBytes(4).toString("hex")}`;
  } else {
    process.env.DATA_DIR = "memory://";
  }
  resetEnvCache();
  return getDatabase();
}
