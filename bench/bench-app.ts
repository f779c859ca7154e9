/**
 * The production app served the way `npm start` serves it (scripts/start.mjs: build when the
 * sources are newer, migrate and seed, then scripts/server.mjs), with a throw-away database.
 * `SKIP_BUILD=1 npm run bench` measures the build as it is.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type BenchApp = { url: string; stop: () => Promise<void> };

export type AppOptions = {
  /** The project folder to serve (a proxy-free copy of the build, or the project itself). */
  cwd?: string;
  /** Shared by the apps of one run, so a visitor's signed cookies are valid on both. */
  secretsFile?: string;
};

export async function startApp(options: AppOptions = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "platewise-bench-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: options.cwd ?? process.cwd(),
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SECRETS_FILE: options.secretsFile ?? path.join(dataDir, "secrets.json"),
      DATABASE_URL: "",
      LOG_LEVEL: "error",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on right now (the benchmarks run beside other servers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
