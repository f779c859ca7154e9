import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** The Drizzle database both drivers (PGlite and node-postgres) satisfy. */
export type Db = PgDatabase<PgQueryResultHKT>;
