import { existsSync, readFileSync } from "node:fs";
import { chmod, copyFile, cp, mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { listFiles } from "./archive-file";

/** Copies the secrets file into the archive's folder; false when there is none (secrets all set as variables). */
export async function stageSecrets(secretsFile: string, target: string): Promise<boolean> {
  if (!existsSync(secretsFile)) return false;
  await copyFile(secretsFile, target);
  await chmod(target, 0o600);
  return true;
}

/** "absent", "same" (byte for byte) or "different" from the archive's copy. */
export function compareSecrets(
  secretsFile: string,
  archived: string,
): "absent" | "same" | "different" {
  if (!existsSync(secretsFile)) return "absent";
  return readFileSync(secretsFile).equals(readFileSync(archived)) ? "same" : "different";
}

/** Writes the archive's secrets file in place atomically, readable by its owner only. */
export async function restoreSecrets(archived: string, secretsFile: string): Promise<void> {
  await mkdir(path.dirname(secretsFile), { recursive: true, mode: 0o700 });
  const temporary = `${secretsFile}.${process.pid}.restoring`;
  await copyFile(archived, temporary);
  await chmod(temporary, 0o600);
  await rename(temporary, secretsFile);
}

export async function stageUploads(uploadsDir: string, target: string): Promise<number> {
  if (!existsSync(uploadsDir)) return 0;
  const files = (await listFiles(uploadsDir)).filter(
    (file) => !path.basename(file).startsWith("."),
  );
  for (const file of files) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await copyFile(path.join(uploadsDir, file), path.join(target, file));
  }
  return files.length;
}

/** Adds the archived uploads to the folder (names are content hashes: a same name is the same image). */
export async function restoreUploads(archivedDir: string, uploadsDir: string): Promise<number> {
  if (!existsSync(archivedDir)) return 0;
  const files = await listFiles(archivedDir);
  await mkdir(uploadsDir, { recursive: true });
  await cp(archivedDir, uploadsDir, { recursive: true, force: true });
  return files.length;
}
