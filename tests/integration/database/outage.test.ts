import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { resetEnvCache } from "@/env";
import { GET as healthRoute } from "@/app/api/health/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { isDatabaseUnavailable } from "@/server/db/availability";
import { databaseAvailability, getDatabase, getDb } from "@/server/db/client";
import { settings } from "@/server/db/schema/settings";
import { unavailableRewrite } from "@/server/proxy/unavailable-step";
import { serveRoutes, type RouteHandler, type ServedRoutes } from "../../helpers/serve-route";
import { startTcpRelay, type TcpRelay } from "./tcp-relay";

/**
 * The database goes away under a running app, then comes back. With DATABASE_URL the app's
 * pool talks to PostgreSQL through a TCP relay that we cut and restore (a broken network);
 * without it the app's embedded store (in a folder) is shut under it and must be reopened.
 * Either way: queries fail as "unavailable", the process marks the database down, pages get
 * the 503 page and the health route 503 JSON; afterwards the throttled probe clears the mark
 * and the same route answers 200, with the data written before the outage intact.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
let relay: TcpRelay | undefined;
let dataDir: string | undefined;
let served: ServedRoutes;
const health = () => fetch(`${served.url}/api/health`);

async function cut(): Promise<void> {
  if (relay) relay.cut();
  else await (await getDatabase()).close();
}

function restore(): void {
  relay?.restore(); // the embedded store is reopened from its folder by the probe itself
}

const marker = `site.outage-${randomBytes(3).toString("hex")}`;

describe("a database outage under a running app", () => {
  beforeAll(async () => {
    if (postgresUrl) {
      const target = new URL(postgresUrl);
      relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
      const viaRelay = new URL(postgresUrl);
      viaRelay.host = relay.address;
      process.env.DATABASE_URL = viaRelay.toString();
      const prefix = process.env.PLATEWISE_TEST_SCHEMA_PREFIX ?? "t_local";
      process.env.DATABASE_SCHEMA = `${prefix}_${randomBytes(4).toString("hex")}`;
    } else {
      dataDir = mkdtempSync(path.join(os.tmpdir(), "platewise-outage-"));
      process.env.DATA_DIR = dataDir;
    }
    resetEnvCache();
    served = await serveRoutes([{ path: "/api/health", handlers: { GET: healthRoute as RouteHandler } }]);
    const db = await getDb();
    await db.insert(settings).values({ key: marker, value: { kept: true } });
  });

  afterAll(async () => {
    await served.close();
    await (await getDatabase()).close().catch(() => undefined);
    await relay?.close();
    if (postgresUrl) process.env.DATABASE_URL = postgresUrl;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    resetEnvCache();
  });

  it("is up before the outage: pages pass through the proxy step, health answers 200", async () => {
    expect(databaseAvailability().isDown()).toBe(false);
    expect(await unavailableRewrite(new NextRequest("http://localhost/de/quiz"))).toBeNull();
    expect((await health()).status).toBe(200);
  });

  it("a query during the outage fails as unavailable and marks the database down", async () => {
    await cut();
    const failure = await (await getDb())
      .select()
      .from(settings)
      .then(() => null, (error: unknown) => error);
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(databaseAvailability().isDown()).toBe(true);
  });

  it("while down, a page request is rewritten to the translated 503 page and health answers 503 JSON", async () => {
    const request = new NextRequest("http://localhost/de/quiz/step-2?utm_source=ad");
    const page = await unavailableRewrite(request, (headers) => headers.set("x-nonce", "n0nce"));
    expect(page?.status).toBe(503);
    expect(page?.headers.get("x-middleware-rewrite")).toBe("http://localhost/service-unavailable/de");
    expect(page?.headers.get("retry-after")).toBe("30");
    expect(page?.headers.get("cache-control")).toBe("no-store");
    expect(page?.headers.get("x-middleware-request-x-nonce")).toBe("n0nce");
    const english = await unavailableRewrite(new NextRequest("http://localhost/about"));
    expect(english?.headers.get("x-middleware-rewrite")).toBe("http://localhost/service-unavailable/en");

    const response = await health();
    expect(response.status).toBe(503);
    expect((await response.json()) as unknown).toMatchObject({ error: { code: expect.any(String) } });
  });

  it("after the database returns, the probe clears the mark without a restart and nothing was lost", async () => {
    restore();
    await vi.waitFor(async () => expect(await databaseAvailability().check()).toBe(true), {
      timeout: 15_000,
      interval: 250,
    });
    expect(databaseAvailability().isDown()).toBe(false);
    expect(await unavailableRewrite(new NextRequest("http://localhost/de/quiz"))).toBeNull();
    expect((await health()).status).toBe(200);
    const rows = await (await getDb()).select().from(settings).where(sql`${settings.key} = ${marker}`);
    expect(rows.map((row) => row.value)).toEqual([{ kept: true }]);
  });
});
