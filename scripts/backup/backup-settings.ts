import path from "node:path";
import { getEnv } from "../../src/env";
import { funnelImageDir } from "../../src/features/funnel-admin/server/funnel-image-store";
import { defaultSecretsFile, secretsFileOf } from "../../src/server/secrets/server-secrets";

/** What a backup holds and a restore writes, from the same settings the app runs with. */
export type BackupSettings = {
  database:
    | { kind: "pglite"; dataDir: string }
    | { kind: "postgres"; url: string; schema: string | undefined };
  /** SECRETS_FILE (default .data/secrets.json). */
  secretsFile: string;
  /** Uploaded funnel images (beside DATA_DIR, whichever database is used). */
  uploadsDir: string;
};

export function backupSettings(): BackupSettings {
  const env = getEnv();
  const secretsFile = path.resolve(secretsFileOf(env) ?? defaultSecretsFile);
  if (env.DATABASE_URL) {
    return {
      database: { kind: "postgres", url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA },
      secretsFile,
      uploadsDir: funnelImageDir(),
    };
  }
  if (env.DATA_DIR.startsWith("memory://"))
    throw new Error(
      "DATA_DIR is memory://: an in-memory database has nothing to back up or restore.",
    );
  return {
    database: { kind: "pglite", dataDir: path.resolve(env.DATA_DIR) },
    secretsFile,
    uploadsDir: funnelImageDir(),
  };
}

/** Where the uploads go inside an archive. */
export const uploadsEntry = "uploads/funnel-images";
export const secretsEntry = "secrets.json";
