import pg from "pg";

/** The cluster's own database (playwright.cluster.config.ts names it, scripts/cluster.mjs creates it). */
function clusterDatabaseUrl(): string {
  const name = process.env.CLUSTER_DATABASE;
  if (!name) throw new Error("CLUSTER_DATABASE is not set (playwright.cluster.config.ts sets it).");
  const url = new URL(
    process.env.CLUSTER_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  );
  url.pathname = `/${name}`;
  return url.toString();
}

/** The rate-limit keys the app counted (`<scope>:<client address>`): which address it saw for each request. */
export async function rateLimitKeys(): Promise<string[]> {
  const client = new pg.Client({ connectionString: clusterDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string }>(
      "select distinct key from rate_limit_buckets order by key",
    );
    return rows.map((row) => row.key);
  } finally {
    await client.end();
  }
}
