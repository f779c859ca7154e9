import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { Pool } from "pg";
import { createDatabase } from "../../src/server/db/create-database";

/**
 * With DATABASE_URL set, every test run gets its own fresh PostgreSQL schema prefix, so
 * concurrent runs never collide; the schemas of this run are dropped at the end.
 *
 * Without it, the run migrates one embedded database and dumps it (PGLITE_TEMPLATE): every
 * in-memory database of the run starts from that dump, a fresh copy, instead of running
 * PGlite's initdb and every migration again (most of a file's set-up time).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const prefix = `t_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  process.env.PLATEWISE_TEST_SCHEMA_PREFIX = prefix;
  if (!url) {
    const folder = mkdtempSync(path.join(os.tmpdir(), "platewise-test-template-"));
    process.env.PGLITE_TEMPLATE = await dumpMigratedDatabase(folder);
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  return async () => {
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      const { rows } = await pool.query<{ nspname: string }>(
        "select nspname from pg_namespace where nspname like $1",
        [`${prefix}%`],
      );
      for (const row of rows) await pool.query(`DROP SCHEMA "${row.nspname}" CASCADE`);
    } finally {
      await pool.end();
    }
  };
}

/** A new in-memory database, migrated, checkpointed and written out as a tar; its path. */
async function dumpMigratedDatabase(folder: string): Promise<string> {
  const handle = await createDatabase({ dataDir: "memory://" });
  try {
    await handle.migrate();
    await handle.db.execute(sql`CHECKPOINT`);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    const file = path.join(folder, "migrated.tar");
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}
