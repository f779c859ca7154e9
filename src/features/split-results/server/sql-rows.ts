import "server-only";
import type { SQL } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";

/** Runs raw SQL and gives its rows, whichever driver (PGlite or node-postgres) answered. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
