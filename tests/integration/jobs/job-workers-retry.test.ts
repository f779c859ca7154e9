import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { resetEnvCache } from "@/env";
import { GET as healthRoute } from "@/app/api/health/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { getDatabase, getDb } from "@/server/db/client";
import { rateLimitBuckets } from "@/server/db/schema/rate-limit";
import { enqueue, stopJobQueue } from "@/server/jobs/job-queue";
import { jobWorkersStatus, setJobWorkersStatus } from "@/server/jobs/job-workers-status";
import { keepJobWorkersRunning } from "@/server/jobs/keep-job-workers-running";
import { rateLimitHorizonMs } from "@/server/jobs/purge-expired-rate-limits";
import { hitRateLimit } from "@/server/rate-limit/hit-rate-limit";
import { serveRoutes, type RouteHandler, type ServedRoutes } from "../../helpers/serve-route";
import { startTcpRelay, type TcpRelay } from "../database/tcp-relay";

/**
 * The server starts while its database cannot be reached. With DATABASE_URL, the app and the
 * job queue reach PostgreSQL through a TCP relay that is cut at start; without it, the embedded
 * store's folder cannot be created (a file stands where its parent folder should be). The
 * workers' start fails, health says so (503), and once the database is there the workers are
 * started by the retries alone — no restart — and run a job.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
const saved = {
  url: process.env.DATABASE_URL,
  schema: process.env.DATABASE_SCHEMA,
  dataDir: process.env.DATA_DIR,
};
let relay: TcpRelay | undefined;
let scratch: string;
let blocker: string;
let served: ServedRoutes;
const hour = 60 * 60 * 1000;

async function health(): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${served.url}/api/health`);
  return { status: response.status, body: await response.json() };
}

function bringDatabaseBack(): void {
  if (relay) relay.restore();
  else rmSync(blocker);
}

describe("job workers when the database is down at start", () => {
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), "platewise-workers-"));
    if (postgresUrl) {
      const target = new URL(postgresUrl);
      relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
      relay.cut();
      const viaRelay = new URL(postgresUrl);
      viaRelay.host = relay.address;
      process.env.DATABASE_URL = viaRelay.toString();
      const prefix = process.env.PLATEWISE_TEST_SCHEMA_PREFIX ?? "t_local";
      process.env.DATABASE_SCHEMA = `${prefix}_${randomBytes(4).toString("hex")}`;
    } else {
      blocker = path.join(scratch, "volume");
      writeFileSync(blocker, "not a folder");
      process.env.DATA_DIR = path.join(blocker, "data");
    }
    resetEnvCache();
    served = await serveRoutes([
      { path: "/api/health", handlers: { GET: healthRoute as RouteHandler } },
    ]);
  });

  afterAll(async () => {
    await stopJobQueue();
    setJobWorkersStatus("off");
    await served.close();
    await (await getDatabase().catch(() => undefined))?.close().catch(() => undefined);
    await relay?.close();
    for (const [name, value] of [
      ["DATABASE_URL", saved.url],
      ["DATABASE_SCHEMA", saved.schema],
      ["DATA_DIR", saved.dataDir],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(scratch, { recursive: true, force: true });
    resetEnvCache();
  });

  // The first open after the database is back migrates a fresh database: minutes on a busy machine.
  it(
    "keeps trying, health answers 503 with the workers down; once the database is back they run a job",
    { timeout: 240_000 },
    async () => {
      const running = keepJobWorkersRunning();
      await vi.waitFor(() => expect(jobWorkersStatus()).toBe("down"), {
        timeout: 15_000,
        interval: 50,
      });
      const during = await health();
      expect(during.status).toBe(503);
      expect(during.body).toMatchObject({
        status: "unavailable",
        database: "down",
        jobWorkers: "down",
      });

      // A few tries fail while it stays down; then it comes back.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(jobWorkersStatus()).toBe("down");
      bringDatabaseBack();
      await running; // resolves once the workers run: no restart, no call from outside
      expect(jobWorkersStatus()).toBe("running");
      expect(await health()).toEqual({
        status: 200,
        body: { status: "ok", database: "up", jobWorkers: "running" },
      });

      // The workers poll: a purge sent now runs without anyone draining the queue.
      const db = await getDb();
      await hitRateLimit(
        db,
        { key: "retry:stale", limit: 5, windowMs: hour },
        Date.now() - rateLimitHorizonMs - hour,
      );
      await enqueue("maintenance.purge-expired-rate-limits", {});
      await vi.waitFor(
        async () =>
          expect(
            await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, "retry:stale")),
          ).toEqual([]),
        { timeout: 60_000, interval: 250 },
      );
    },
  );
});
