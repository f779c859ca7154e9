/** Shared helpers for HTTP benchmarks: the app server, a bare node:http twin, autocannon. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

export type LoadResult = { requestsPerSecond: number; latencyP50: number; latencyP99: number };

export async function load(
  url: string,
  seconds: number,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
  };
}

/** Starts the built app (building it first if needed) with a throw-away database. */
export async function startApp(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "platewise-bench-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
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

/** A bare node:http server answering every request with the same bytes and headers. */
export async function startTwin(
  body: Buffer,
  contentType: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": contentType, "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function printComparison(label: string, app: LoadResult, baseline: LoadResult): void {
  const ratio = app.requestsPerSecond / baseline.requestsPerSecond;
  console.log(`${label}`);
  console.log(
    `  app:      ${app.requestsPerSecond.toFixed(0)} req/s, p50 ${app.latencyP50} ms, p99 ${app.latencyP99} ms`,
  );
  console.log(
    `  baseline: ${baseline.requestsPerSecond.toFixed(0)} req/s, p50 ${baseline.latencyP50} ms, p99 ${baseline.latencyP99} ms (bare node:http, same bytes)`,
  );
  console.log(
    `  ratio:    app throughput is ${ratio.toFixed(3)}× the baseline (${(1 / ratio).toFixed(1)}× slower)`,
  );
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
