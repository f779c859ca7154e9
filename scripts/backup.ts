/**
 * `npm run backup -- [--out <file>]`: one archive (tar + gzip) of the database, the secrets
 * file and the uploaded images, with a manifest (docs/operations.md, "Backups"). PostgreSQL is
 * dumped while the app runs; the embedded database (PGlite) only while it is stopped.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileSize, packArchive } from "./backup/archive-file";
import {
  appVersion,
  describeFiles,
  manifestName,
  type BackupManifest,
} from "./backup/backup-manifest";
import { backupSettings, secretsEntry, uploadsEntry } from "./backup/backup-settings";
import { dumpPglite } from "./backup/pglite-store";
import { dumpPostgres } from "./backup/postgres-store";
import { stageSecrets, stageUploads } from "./backup/secrets-and-uploads";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const settings = backupSettings();
  const started = Date.now();
  const createdAt = new Date(started);
  const kind = settings.database.kind;
  const outFile = path.resolve(
    values.out ??
      path.join(
        ".data",
        "backups",
        `platewise-${kind}-${createdAt.toISOString().replace(/[:.]/g, "-")}.tar.gz`,
      ),
  );
  await mkdir(path.dirname(outFile), { recursive: true, mode: 0o700 });

  const stage = await mkdtemp(path.join(os.tmpdir(), "platewise-backup-"));
  try {
    const file = kind === "pglite" ? "database.tar" : "database.dump";
    const facts =
      settings.database.kind === "pglite"
        ? await dumpPglite(settings.database.dataDir, path.join(stage, file))
        : await dumpPostgres(
            settings.database.url,
            settings.database.schema,
            path.join(stage, file),
          );
    const secretsFile = await stageSecrets(settings.secretsFile, path.join(stage, secretsEntry));
    const uploads = await stageUploads(settings.uploadsDir, path.join(stage, uploadsEntry));
    const manifest: BackupManifest = {
      format: "platewise-backup",
      version: 1,
      createdAt: createdAt.toISOString(),
      appVersion: appVersion(),
      database: {
        kind,
        file,
        schema: settings.database.kind === "postgres" ? settings.database.schema : undefined,
        ...facts,
      },
      secretsFile,
      files: await describeFiles(stage),
    };
    await writeFile(path.join(stage, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(stage, outFile);

    console.log(`backup written: ${outFile}`);
    console.log(
      `  ${facts.serverVersion}, ${facts.migrations} migrations, ${uploads} uploaded images`,
    );
    if (!secretsFile)
      console.log(
        `  no secrets file at ${settings.secretsFile}: keep the secret variables (SESSION_KEYS, SITE_TOKEN_KEYS, …) safe yourself`,
      );
    console.log(
      `  ${formatBytes(await fileSize(outFile))} in ${((Date.now() - started) / 1000).toFixed(1)} s; it holds the secrets: store it encrypted, away from this machine`,
    );
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : `${(bytes / 1024).toFixed(1)} KiB`;
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
