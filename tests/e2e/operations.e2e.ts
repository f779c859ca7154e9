import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type TestInfo } from "@playwright/test";

// Operations through the app's real server (scripts/server.mjs in front of the built app):
// undecodable addresses, the management area during a database outage, graceful shutdown.
// The last two start a second server of the same build on a port of their own.

type Raw = { status: number; type: string; body: string };

function rawGet(port: number, target: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: target }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const portOf = (testInfo: TestInfo) => Number(new URL(String(testInfo.project.use.baseURL)).port);

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type SecondServer = { child: ChildProcess; port: number; exited: Promise<number | null>; cleanUp: () => void };

/** Another instance of the built app, with its own secrets, data folder and environment. */
async function startSecondServer(port: number, env: Record<string, string>): Promise<SecondServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "platewise-ops-e2e-"));
  const child = spawn(process.execPath, ["scripts/server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: path.join(dir, "data"),
      SECRETS_FILE: path.join(dir, "secrets.json"),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
      LOG_LEVEL: "silent",
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await expect(async () => {
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(port, "127.0.0.1", () => resolve(s));
      s.on("error", reject);
    });
    socket.destroy();
  }).toPass({ timeout: 60_000 });
  return {
    child,
    port,
    exited,
    cleanUp: () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test("undecodable addresses answer 400, never 500: a page, or JSON under /api and /v4.0", async ({}, testInfo) => {
  const port = portOf(testInfo);
  for (const target of ["/%ff%fe%", "/about/%", "/de/quiz/%E0%A4%A"]) {
    const answer = await rawGet(port, target);
    expect([target, answer.status, answer.type]).toEqual([target, 400, "text/html; charset=utf-8"]);
  }
  expect((await rawGet(port, "/de/%zz")).body).toContain('lang="de"');
  for (const target of ["/api/%ff%fe%", "/api/quiz/%", "/v4.0/utm/%zz/event"]) {
    const answer = await rawGet(port, target);
    expect([target, answer.status]).toEqual([target, 400]);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "bad_request" } });
  }
});

test("while the database is unreachable, /mgmt shows the outage page (503) and health names the database and the workers", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const server = await startSecondServer(portOf(testInfo) + 7, {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/platewise`,
  });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    await expect(async () => {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "unavailable", database: "down", jobWorkers: "down" });
    }).toPass({ timeout: 30_000 });
    for (const address of ["/mgmt", "/mgmt/funnel-admin", "/"]) {
      const response = await page.goto(`${base}${address}`);
      expect([address, response?.status()]).toEqual([address, 503]);
      await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
  } finally {
    server.cleanUp();
  }
});

test("on SIGTERM the server finishes the request in flight, refuses new connections, and exits 0", async ({}, testInfo) => {
  test.setTimeout(240_000);
  const server = await startSecondServer(portOf(testInfo) + 8, {});
  try {
    const base = `http://127.0.0.1:${server.port}`;
    await expect(async () => {
      const health = await fetch(`${base}/api/health`);
      expect(await health.json()).toEqual({ status: "ok", database: "up", jobWorkers: "running" });
    }).toPass({ timeout: 180_000 }); // a fresh embedded database migrates first

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ events: [{ name: "page_view", time: Date.now() }] });
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    socket.write(
      `POST /api/events HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // the server has the request's head
    server.child.kill("SIGTERM");
    await expect(async () => {
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    }).toPass({ timeout: 10_000 });
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 [1-4]\d\d /); // a real answer, not a cut connection or a 5xx
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(await server.exited).toBe(0);
  } finally {
    server.cleanUp();
  }
});
