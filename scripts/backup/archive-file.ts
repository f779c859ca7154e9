import { createHash } from "node:crypto";
import { chmod, readdir, rename, rm, stat } from "node:fs/promises";
import { createReadStream } from "node:fs";
import path from "node:path";
import { runCommand } from "./run-command";

/**
 * A backup is one gzip-compressed tar file, readable with plain `tar -tzf`. It holds the
 * secrets file, so it is written readable by its owner only, under a temporary name that is
 * renamed into place once complete (a half-written archive never carries the final name).
 */
export async function packArchive(stageDir: string, outFile: string): Promise<void> {
  const entries = (await readdir(stageDir)).sort();
  const partial = `${outFile}.partial`;
  try {
    await runCommand("tar", ["-czf", partial, "-C", stageDir, "--", ...entries]);
    await chmod(partial, 0o600);
    await rename(partial, outFile);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Unpacks an archive into an empty folder (GNU tar skips members that would land outside it). */
export async function unpackArchive(file: string, intoDir: string): Promise<void> {
  await runCommand("tar", [
    "-xzf",
    file,
    "-C",
    intoDir,
    "--no-same-owner",
    "--no-same-permissions",
  ]);
}

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await visit(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await visit("");
  return found.sort();
}

export async function fileSize(file: string): Promise<number> {
  return (await stat(file)).size;
}
