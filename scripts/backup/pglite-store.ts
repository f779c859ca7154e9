import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { assertFolderUnused } from "./folder-users";

/**
 * The embedded database is backed up with PGlite's own `dumpDataDir()`: the backup opens the
 * folder itself (after making sure no other process has it open — the app must be stopped),
 * so a folder left by a crash is recovered first, and the tarball it gets is the whole data
 * folder as PGlite will load it. Restore loads it with `loadDataDir` into a new folder.
 */
export async function dumpPglite(
  dataDir: string,
  outFile: string,
): Promise<{ serverVersion: string; migrations: number }> {
  if (!existsSync(path.join(dataDir, "PG_VERSION")))
    throw new Error(`${dataDir} holds no database (DATA_DIR).`);
  assertFolderUnused(dataDir);
  const client = new PGlite(dataDir);
  try {
    await client.waitReady;
    await client.exec("CHECKPOINT");
    const facts = await databaseFacts(client);
    const tarball = await client.dumpDataDir("none");
    await writeFile(outFile, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    return facts;
  } finally {
    await client.close();
  }
}

/** True when the folder is missing or empty: a restore writes only there unless forced. */
export function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Loads the tarball into `dataDir`: first into a fresh sibling folder, then moved into place, so
 * a failed load leaves nothing half-written. A non-empty folder (only with --force) is kept
 * beside it as `<folder>.before-restore-<time>`. Returns the restored database's facts.
 */
export async function loadPglite(
  tarFile: string,
  dataDir: string,
  now: Date,
): Promise<{ moved?: string; migrations: number }> {
  assertFolderUnused(dataDir);
  const loading = `${dataDir}.restoring-${process.pid}`;
  await rm(loading, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  const client = new PGlite(loading, { loadDataDir: new Blob([await readFile(tarFile)]) });
  let migrations: number;
  try {
    await client.waitReady;
    migrations = (await databaseFacts(client)).migrations;
  } catch (error) {
    await client.close().catch(() => undefined);
    await rm(loading, { recursive: true, force: true });
    throw error;
  }
  await client.close();
  let moved: string | undefined;
  if (existsSync(dataDir)) {
    if (isEmptyFolder(dataDir)) await rm(dataDir, { recursive: true });
    else {
      moved = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      await rename(dataDir, moved);
    }
  }
  await rename(loading, dataDir);
  return { moved, migrations };
}

async function databaseFacts(
  client: PGlite,
): Promise<{ serverVersion: string; migrations: number }> {
  const version = await client.query<{ server_version: string }>("show server_version");
  const table = await client.query<{ found: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as found",
  );
  const migrations = table.rows[0]?.found
    ? Number(
        (
          await client.query<{ n: number }>(
            "select count(*)::int as n from drizzle.__drizzle_migrations",
          )
        ).rows[0]?.n ?? 0,
      )
    : 0;
  return { serverVersion: `PGlite ${version.rows[0]?.server_version ?? "?"}`, migrations };
}
