import { spawn } from "node:child_process";

/**
 * Runs a system command (tar, pg_dump, pg_restore) and resolves when it exits with 0; rejects
 * with the last lines it printed otherwise. Nothing goes through a shell.
 */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${command} is not installed (Debian: apt-get install ${packageOf(command)})`
            : error.message,
        ),
      );
    });
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
}

function packageOf(command: string): string {
  return command.startsWith("pg_") ? "postgresql-client" : command;
}
