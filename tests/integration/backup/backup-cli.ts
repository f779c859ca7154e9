import { execFile } from "node:child_process";
import path from "node:path";
import type { ScratchPlace } from "./scratch-place";

export type CliResult = { code: number; output: string };

/**
 * Runs `npm run backup` or `npm run restore`'s script as an operator would, with the settings
 * of `place` (the test's own DATABASE_SCHEMA and in-memory defaults are not passed on).
 */
export function runBackupCli(
  script: "backup" | "restore",
  args: string[],
  place: ScratchPlace,
): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...place.env,
    DATABASE_URL: place.env.DATABASE_URL ?? "",
    NODE_ENV: "production",
  };
  delete env.DATABASE_SCHEMA;
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  return new Promise((resolve) => {
    execFile(
      tsx,
      ["--conditions=react-server", `scripts/${script}.ts`, ...args],
      { env, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
