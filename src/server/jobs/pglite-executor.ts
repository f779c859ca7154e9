import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import type { Db as BossDatabase } from "pg-boss";

/**
 * pg-boss's statements on the app's own embedded PGlite (docs/jobs.md, "On PGlite").
 *
 * PGlite has one connection, shared with the app's queries, and runs one call at a time.
 * pg-boss sends three kinds of statement:
 * - one statement with parameters → `query` (extended protocol);
 * - several statements in one text, without parameters (schema creation, migrations) → `exec`;
 * - a `BEGIN; …; COMMIT;` block (migrations, queue creation, maintenance under an advisory
 *   lock) → `exec` inside PGlite's own transaction. The block's BEGIN and COMMIT then only warn
 *   ("already in a transaction"), and a statement that fails is rolled back before any other
 *   query gets the connection. Run bare, a failed block would leave the connection in an
 *   aborted transaction that the next app query, queued behind it, would fail on.
 *
 * `client` is asked before every statement, so a PGlite that the app reopened is picked up.
 * No `listen`: workers poll, on PGlite as on PostgreSQL.
 */
export function pgliteExecutor(client: () => PGlite | Promise<PGlite>): BossDatabase {
  let sessionStatements: string[] = [];
  let preparedClient: PGlite | undefined;

  async function connection(): Promise<PGlite> {
    const pglite = await client();
    if (preparedClient !== pglite) {
      for (const statement of sessionStatements) await pglite.exec(statement);
      preparedClient = pglite;
    }
    return pglite;
  }

  return {
    async executeSql(text, values) {
      const pglite = await connection();
      if (values && values.length > 0) {
        const result = await pglite.query(text, values);
        return { rows: result.rows };
      }
      const results = opensTransaction(text)
        ? await pglite.transaction((tx) => tx.exec(text))
        : await pglite.exec(text);
      // A RETURNING in the middle of a block must not be lost behind its COMMIT.
      return { rows: results.flatMap((result) => result.rows) };
    },
    // Statements every session must have run first (only pg-boss's test clock uses this). One
    // PGlite is one session, so they run once per client.
    async setSessionStatements(statements) {
      sessionStatements = statements;
      preparedClient = undefined;
      await connection();
    },
  };
}

function opensTransaction(text: string): boolean {
  return /^\s*BEGIN\s*;/i.test(text);
}
