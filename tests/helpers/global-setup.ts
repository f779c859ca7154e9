import { randomBytes } from "node:crypto";
import { Pool } from "pg";

/**
 * With DATABASE_URL set, every test run gets its own fresh PostgreSQL schema prefix, so
 * concurrent runs never collide; the schemas of this run are dropped at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const prefix = `t_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  process.env.PLATEWISE_TEST_SCHEMA_PREFIX = prefix;
  return async () => {
    if (!url) return;
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
