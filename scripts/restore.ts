/**
 * `npm run restore -- <archive> [--force]`: brings a backup (npm run backup) back into an empty
 * data folder (PGlite) or an empty database (DATABASE_URL), with its secrets file and uploaded
 * images. Everything is checked before anything is written; a target that is not empty, or a
 * different secrets file, is refused unless --force (docs/operations.md, "Backups").
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { unpackArchive } from "./backup/archive-file";
import {
  knownMigrationCount,
  readVerifiedManifest,
  type BackupManifest,
} from "./backup/backup-manifest";
import {
  backupSettings,
  secretsEntry,
  uploadsEntry,
  type BackupSettings,
} from "./backup/backup-settings";
import { isEmptyFolder, loadPglite } from "./backup/pglite-store";
import { databaseFacts, restorePostgres, tablesIn } from "./backup/postgres-store";
import { compareSecrets, restoreSecrets, restoreUploads } from "./backup/secrets-and-uploads";

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const archive = positionals[0];
  if (!archive || positionals.length > 1)
    throw new Error("usage: npm run restore -- <archive.tar.gz> [--force]");
  if (!existsSync(archive)) throw new Error(`${archive} does not exist.`);
  const settings = backupSettings();
  const started = Date.now();

  const stage = await mkdtemp(path.join(os.tmpdir(), "platewise-restore-"));
  try {
    await unpackArchive(path.resolve(archive), stage);
    const manifest = await readVerifiedManifest(stage);
    await checkTargets(manifest, settings, stage, values.force);

    const dumpFile = path.join(stage, manifest.database.file);
    let migrations: number;
    if (settings.database.kind === "pglite") {
      const loaded = await loadPglite(dumpFile, settings.database.dataDir, new Date());
      if (loaded.moved) console.log(`the previous data folder was kept as ${loaded.moved}`);
      migrations = loaded.migrations;
    } else {
      await restorePostgres(settings.database.url, dumpFile, values.force);
      migrations = (await databaseFacts(settings.database.url, settings.database.schema))
        .migrations;
    }
    if (migrations !== manifest.database.migrations)
      throw new Error(
        `the restored database has ${migrations} migrations, the backup ${manifest.database.migrations}`,
      );
    if (manifest.secretsFile)
      await restoreSecrets(path.join(stage, secretsEntry), settings.secretsFile);
    const uploads = await restoreUploads(path.join(stage, uploadsEntry), settings.uploadsDir);

    console.log(
      `restored the backup of ${manifest.createdAt} (${manifest.database.serverVersion}, ${migrations} migrations) into ${describeTarget(settings)}`,
    );
    console.log(
      manifest.secretsFile
        ? `  secrets file: ${settings.secretsFile}`
        : "  the backup has no secrets file: set the same secret variables as before",
    );
    console.log(
      `  ${uploads} uploaded images; ${((Date.now() - started) / 1000).toFixed(1)} s. Start the app: it applies any newer migrations.`,
    );
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** Refuses, before writing anything, what would overwrite data or not fit this installation. */
async function checkTargets(
  manifest: BackupManifest,
  settings: BackupSettings,
  stage: string,
  force: boolean,
): Promise<void> {
  const target = settings.database;
  if (manifest.database.kind !== target.kind) {
    throw new Error(
      `this is a backup of ${manifest.database.kind === "pglite" ? "the embedded database (PGlite)" : "a PostgreSQL database"}; restore it with the same kind of database (${manifest.database.kind === "pglite" ? "DATABASE_URL unset" : "DATABASE_URL set"})`,
    );
  }
  if (manifest.database.migrations > knownMigrationCount()) {
    throw new Error(
      `the backup comes from a newer version of Platewise (${manifest.database.migrations} migrations, this one knows ${knownMigrationCount()}): update the app first`,
    );
  }
  const hint = "; pass --force to replace it";
  if (target.kind === "pglite") {
    if (!isEmptyFolder(target.dataDir) && !force)
      throw new Error(
        `the data folder ${target.dataDir} is not empty${hint} (the old folder is kept beside it)`,
      );
  } else {
    if ((manifest.database.schema ?? "") !== (target.schema ?? "")) {
      throw new Error(
        `the backup's tables are in the schema "${manifest.database.schema ?? "public"}", DATABASE_SCHEMA here is "${target.schema ?? ""}": set the same`,
      );
    }
    const tables = await tablesIn(target.url, target.schema);
    if (tables > 0 && !force)
      throw new Error(
        `the database already has ${tables} tables${hint} (the backup's tables are dropped and loaded again)`,
      );
  }
  if (
    manifest.secretsFile &&
    compareSecrets(settings.secretsFile, path.join(stage, secretsEntry)) === "different" &&
    !force
  ) {
    throw new Error(`${settings.secretsFile} exists and differs from the backup's${hint}`);
  }
}

function describeTarget(settings: BackupSettings): string {
  if (settings.database.kind === "pglite") return settings.database.dataDir;
  const url = new URL(settings.database.url);
  return `PostgreSQL ${url.host}${url.pathname}${settings.database.schema ? ` (schema ${settings.database.schema})` : ""}`;
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
