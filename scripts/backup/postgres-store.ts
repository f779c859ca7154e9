import { Pool } from "pg";
import { runCommand } from "./run-command";

/**
 * PostgreSQL is backed up with `pg_dump` (Debian's postgresql-client) in its custom format,
 * which is consistent while the app runs (one snapshot) and is restored with `pg_restore`.
 * With DATABASE_SCHEMA only the app's schema and its job schema are dumped; otherwise the
 * whole database. Owners and grants are left out, so any role can restore it.
 */
export async function dumpPostgres(
  url: string,
  schema: string | undefined,
  outFile: string,
): Promise<{ serverVersion: string; migrations: number }> {
  const facts = await databaseFacts(url, schema);
  const schemas = schema ? ["--schema", schema, "--schema", `${schema}_jobs`] : [];
  await runCommand(
    "pg_dump",
    [
      "--format=custom",
      "--compress=0",
      "--no-owner",
      "--no-privileges",
      ...schemas,
      "--file",
      outFile,
      "--dbname",
      withoutPassword(url),
    ],
    clientEnv(url),
  );
  return facts;
}

/** Loads a dump in one transaction: all of it or nothing. `clean` first drops what the dump holds. */
export async function restorePostgres(
  url: string,
  dumpFile: string,
  clean: boolean,
): Promise<void> {
  const cleanArgs = clean ? ["--clean", "--if-exists"] : [];
  await runCommand(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      ...cleanArgs,
      "--dbname",
      withoutPassword(url),
      dumpFile,
    ],
    clientEnv(url),
  );
}

/** The tables already in the target (in the app's schemas when DATABASE_SCHEMA is set). */
export async function tablesIn(url: string, schema: string | undefined): Promise<number> {
  const where = schema
    ? { text: "table_schema = any($1)", values: [[schema, `${schema}_jobs`]] }
    : {
        text: "table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'",
        values: [],
      };
  return withPool(url, async (pool) => {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where ${where.text}`,
      where.values,
    );
    return rows[0]?.n ?? 0;
  });
}

export async function databaseFacts(
  url: string,
  schema: string | undefined,
): Promise<{ serverVersion: string; migrations: number }> {
  const table = `${schema ?? "drizzle"}.__drizzle_migrations`;
  return withPool(url, async (pool) => {
    const version = await pool.query<{ server_version: string }>("show server_version");
    const found = await pool.query<{ found: string | null }>(
      "select to_regclass($1)::text as found",
      [table],
    );
    const migrations = found.rows[0]?.found
      ? ((await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ??
        0)
      : 0;
    return { serverVersion: `PostgreSQL ${version.rows[0]?.server_version ?? "?"}`, migrations };
  });
}

async function withPool<T>(url: string, run: (pool: Pool) => Promise<T>): Promise<T> {
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000 });
  try {
    return await run(pool);
  } finally {
    await pool.end();
  }
}

/** The password travels in the environment, never on a command line other users can list. */
function clientEnv(url: string): NodeJS.ProcessEnv {
  const password = decodeURIComponent(new URL(url).password);
  return password ? { ...process.env, PGPASSWORD: password } : { ...process.env };
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  return parsed.toString();
}
