/**
 * The real production server under test, as `npm start` runs it (scripts/start.mjs with
 * SKIP_BUILD=1: migrate and seed, then scripts/server.mjs), in its own process group so one
 * SIGKILL ends the starter, the set-up and the server together, as a machine crash would.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, openSync, writeSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export type ChaosServer = {
  url: string;
  /** Starts the server and resolves once /api/health answers 200. */
  start: () => Promise<void>;
  /** SIGKILL to the whole process group; resolves once every process in it is gone. */
  kill: () => Promise<void>;
  /** SIGTERM (the server's own shutdown), SIGKILL after 20 s. */
  stop: () => Promise<void>;
  isUp: () => boolean;
  starts: () => number;
};

export type ServerSettings = {
  cwd: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
};

/** Vendor settings blanked for the run: the sandbox sells, mail stays in the outbox, nothing leaves the machine. */
const blanked = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "SMTP_URL",
  "SMTP_HOST",
  "SLACK_WEBHOOK_URL",
  "SENTRY_DSN",
  "DURATION_ANALYTICS_URL",
  "META_CAPI_ACCESS_TOKEN",
  "TIKTOK_EVENTS_ACCESS_TOKEN",
  "GOOGLE_ADS_DEVELOPER_TOKEN",
];

export function serverEnvironment(settings: Omit<ServerSettings, "logFile" | "cwd">): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...Object.fromEntries(blanked.map((name) => [name, ""])),
    NODE_ENV: "production",
    SKIP_BUILD: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? "warn",
    PORT: String(settings.port),
    ...settings.env,
  };
}

/** Migrates and seeds the run's database once before the first start, so prices can be read. */
export function setUpDatabase(settings: ServerSettings): void {
  const log = openSync(settings.logFile, "a");
  try {
    const result = spawnSync(
      path.join(settings.cwd, "node_modules", ".bin", "tsx"),
      ["scripts/db-setup.ts"],
      { cwd: settings.cwd, env: serverEnvironment(settings), stdio: ["ignore", log, log] },
    );
    if (result.status !== 0)
      throw new Error(`database set-up failed (exit ${result.status}); see ${settings.logFile}`);
  } finally {
    closeSync(log);
  }
}

export function chaosServer(settings: ServerSettings): ChaosServer {
  const url = `http://127.0.0.1:${settings.port}`;
  let child: ChildProcess | undefined;
  let up = false;
  let count = 0;
  const log = openSync(settings.logFile, "a");

  // If the run itself ends or is interrupted, the server must not outlive it.
  const killNow = () => {
    if (child?.pid !== undefined) signalGroup(child.pid, "SIGKILL");
  };
  process.on("exit", killNow);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      killNow();
      process.exit(130);
    });

  const start = async () => {
    if (child) throw new Error("the server is already running");
    count += 1;
    writeSync(log, `\n--- start ${count} at ${new Date().toISOString()} ---\n`);
    const spawned = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: settings.cwd,
      env: serverEnvironment(settings),
      stdio: ["ignore", log, log],
      detached: true,
    });
    child = spawned;
    await waitHealthy(url, spawned);
    up = true;
  };

  const end = async (signal: NodeJS.Signals, graceMs: number) => {
    const current = child;
    if (!current?.pid) return;
    up = false;
    signalGroup(current.pid, signal);
    const deadline = Date.now() + graceMs;
    // The starter's exit, then a closed port: the server itself is gone (a dead process may
    // linger as a zombie, but its sockets are closed).
    while (current.exitCode === null && current.signalCode === null) {
      if (Date.now() > deadline) signalGroup(current.pid, "SIGKILL");
      await sleep(50);
    }
    while (await listening(settings.port)) {
      if (Date.now() > deadline) signalGroup(current.pid, "SIGKILL");
      await sleep(50);
    }
    child = undefined;
    writeSync(log, `\n--- ${signal} at ${new Date().toISOString()} ---\n`);
  };

  return {
    url,
    start,
    kill: () => end("SIGKILL", 0),
    stop: () => end("SIGTERM", 20_000),
    isUp: () => up,
    starts: () => count,
  };
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not become healthy within 3 minutes`);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
