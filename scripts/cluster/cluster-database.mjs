// The cluster's PostgreSQL database: a fresh one per run on the server of CLUSTER_POSTGRES_URL,
// named platewise_cluster_<random> (or CLUSTER_DATABASE, which must not exist yet), dropped
// when the cluster stops.
import { randomBytes } from "node:crypto";
import pg from "pg";

const defaultServer = "postgres://postgres@127.0.0.1:5432/postgres";

async function adminQuery(serverUrl, text) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates the database; returns its URL and a function that drops it (closing its connections). */
export async function createClusterDatabase(
  serverUrl = defaultServer,
  name = `platewise_cluster_${randomBytes(4).toString("hex")}`,
) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`CLUSTER_DATABASE: "${name}" is not a plain lower-case name`);
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
