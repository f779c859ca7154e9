import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "@/server/db/create-database";
import { pgliteClientOf, type JobDatabase } from "@/server/jobs/job-database";
import { createTestDatabase } from "../../helpers/test-db";

export type JobTestDatabase = { handle: DatabaseHandle; database: JobDatabase; schema: string };

/**
 * A migrated app database for one test file plus where its job tables go: the same in-memory
 * PGlite, or (with DATABASE_URL) the PostgreSQL server under a job schema of this file's own,
 * named with the run's prefix so the run's clean-up drops it.
 */
export async function openJobTestDatabase(): Promise<JobTestDatabase> {
  const handle = await createTestDatabase();
  const url = process.env.DATABASE_URL || undefined;
  if (!url)
    return {
      handle,
      database: { kind: "pglite", client: () => pgliteClientOf(handle) },
      schema: "pgboss",
    };
  const prefix = process.env.PLATEWISE_TEST_SCHEMA_PREFIX ?? "t_local";
  return {
    handle,
    database: { kind: "postgres", url },
    schema: `${prefix}_jobs_${randomBytes(4).toString("hex")}`,
  };
}
