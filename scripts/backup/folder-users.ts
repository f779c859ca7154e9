import { existsSync, readdirSync, readlinkSync } from "node:fs";
import path from "node:path";

/**
 * The processes that hold a file under `dir` open. PGlite keeps its data files open while a
 * database is in use, and nothing stops a second process from opening the same folder, which
 * would corrupt it; so a backup or restore that finds a user refuses. Linux only (/proc); null
 * where it cannot be known.
 */
export function processesUsing(dir: string): number[] | null {
  if (!existsSync("/proc/self/fd")) return null;
  const prefix = `${path.resolve(dir)}${path.sep}`;
  const users: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    const holds = fds.some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix);
      } catch {
        return false;
      }
    });
    if (holds) users.push(Number(pid));
  }
  return users;
}

/** Throws with an operator's explanation when another process uses the PGlite folder. */
export function assertFolderUnused(dir: string): void {
  const users = processesUsing(dir);
  if (users === null) {
    // No /proc: PGlite's lock file is the best sign left (it stays after a crash, too).
    if (existsSync(path.join(dir, "postmaster.pid"))) {
      throw new Error(
        `${dir} looks in use (postmaster.pid is there). Stop the app first; if it is stopped and the file was left by a crash, remove postmaster.pid.`,
      );
    }
    return;
  }
  if (users.length > 0) {
    throw new Error(
      `${dir} is in use by process ${users.join(", ")} (the app?). With the embedded database, stop the app first: two processes on one data folder would corrupt it.`,
    );
  }
}
