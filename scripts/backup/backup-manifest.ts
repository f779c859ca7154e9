import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { fileSize, listFiles, sha256OfFile } from "./archive-file";

/** The file every archive starts with; restore reads it before touching anything. */
export const manifestName = "manifest.json";

const fileEntrySchema = z.object({
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal("platewise-backup"),
  /** Raised when the layout changes; restore refuses versions it does not know. */
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** `database.tar` (PGlite's own data-folder tarball) or `database.dump` (pg_dump, custom format). */
    file: z.enum(["database.tar", "database.dump"]),
    /** DATABASE_SCHEMA at backup time (PostgreSQL); the dump names it, so restore needs the same. */
    schema: z.string().optional(),
    serverVersion: z.string(),
    /** How many of the app's migrations the database had: a restore by older code is refused. */
    migrations: z.number().int().nonnegative(),
  }),
  secretsFile: z.boolean(),
  files: z.array(fileEntrySchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The app's migrations, as the code in this folder knows them (drizzle/meta/_journal.json). */
export function knownMigrationCount(): number {
  const journal = z
    .object({ entries: z.array(z.unknown()) })
    .parse(
      JSON.parse(
        readFileSync(path.join(process.cwd(), "drizzle", "meta", "_journal.json"), "utf8"),
      ),
    );
  return journal.entries.length;
}

export function appVersion(): string {
  const pkg = z
    .object({ version: z.string() })
    .parse(JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8")));
  return pkg.version;
}

/** Size and checksum of every staged file (the manifest itself excluded). */
export async function describeFiles(stageDir: string): Promise<BackupManifest["files"]> {
  const files = (await listFiles(stageDir)).filter((file) => file !== manifestName);
  return Promise.all(
    files.map(async (file) => {
      const full = path.join(stageDir, file);
      return { path: file, bytes: await fileSize(full), sha256: await sha256OfFile(full) };
    }),
  );
}

/** Reads and checks an unpacked archive: a known manifest, and every file whole and unchanged. */
export async function readVerifiedManifest(stageDir: string): Promise<BackupManifest> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path.join(stageDir, manifestName), "utf8"));
  } catch {
    throw new Error("This is not a Platewise backup (no readable manifest.json).");
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `This backup's manifest is not one this version can read: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const manifest = parsed.data;
  const present = new Set((await listFiles(stageDir)).filter((file) => file !== manifestName));
  for (const entry of manifest.files) {
    const full = path.join(stageDir, entry.path);
    if (!present.has(entry.path) || (await sha256OfFile(full)) !== entry.sha256) {
      throw new Error(`The backup is damaged: ${entry.path} is missing or changed.`);
    }
  }
  if (!present.has(manifest.database.file)) throw new Error("The backup holds no database.");
  return manifest;
}
