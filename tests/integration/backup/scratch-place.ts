import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";

/**
 * Where a test server keeps its data: a fresh PGlite folder, or (with DATABASE_URL) a fresh
 * database of its own on that PostgreSQL server, since a backup covers a whole database. Its
 * secrets file and uploads sit in a temporary folder either way. `drop` removes it all.
 */
export type ScratchPlace = {
  env: { DATA_DIR: string; SECRETS_FILE: string; DATABASE_URL?: string };
  dataDir: string;
  drop: () => Promise<void>;
};

export async function createScratchPlace(role: "src" | "dst"): Promise<ScratchPlace> {
  const folder = mkdtempSync(path.join(os.tmpdir(), `platewise-backup-${role}-`));
  const dataDir = path.join(folder, "data");
  const env = { DATA_DIR: dataDir, SECRETS_FILE: path.join(folder, "secrets.json") };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    return { env, dataDir, drop: async () => rmSync(folder, { recursive: true, force: true }) };

  const name = `platewise_backup_${role}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { ...env, DATABASE_URL: url.toString() },
    dataDir,
    drop: async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(text);
  } finally {
    await pool.end();
  }
}
