import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { Pool } from "pg";
import { resetEnvCache } from "@/env";
import { GET as healthRoute } from "@/app/api/health/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { databaseAvailability, getDatabase, getDb } from "@/server/db/client";
import { unavailableRewrite } from "@/server/proxy/unavailable-step";
import { serveRoutes, type RouteHandler, type ServedRoutes } from "../../helpers/serve-route";

/**
 * One pooled connection is ended by the server (`pg_terminate_backend`, what a pooler's idle
 * timeout or a failover does to a session) under a running app. The pool replaces it: no
 * query fails, the database is never marked down, pages and health keep answering, not 503.
 * This needs the pg pool, so it runs on PostgreSQL: DATABASE_URL, else the local server CI
 * provides.
 */
const postgresUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const saved = { url: process.env.DATABASE_URL, schema: process.env.DATABASE_SCHEMA };
let admin: Pool;
type Rows<Row> = { rows: Row[] };
let served: ServedRoutes;

/** The server process ids behind `count` of the app's pooled connections (held at once, then idle). */
async function appConnectionPids(count: number): Promise<number[]> {
  const db = await getDb();
  const rows = await Promise.all(
    Array.from(
      { length: count },
      () =>
        db.execute(
          sql`select pg_backend_pid() as pid from pg_sleep(0.2)`,
        ) as Promise<unknown> as Promise<Rows<{ pid: number }>>,
    ),
  );
  return [...new Set(rows.map((result) => Number(result.rows[0]!.pid)))];
}

async function terminate(pids: number[]): Promise<void> {
  const { rows } = await admin.query<{ ended: boolean }>(
    "select pg_terminate_backend(pid) as ended from unnest($1::int[]) as pid",
    [pids],
  );
  expect(rows.every((row) => row.ended)).toBe(true);
}

/** What a burst of visitors meets: the proxy's outage step for pages, then the health route. */
async function burst(size: number): Promise<{ unavailable: number; failedQueries: number }> {
  const db = await getDb();
  const outcomes = await Promise.all(
    Array.from({ length: size }, async () => {
      const page = await unavailableRewrite(new NextRequest("http://localhost/de/quiz"));
      const query = await db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      const health = await fetch(`${served.url}/api/health`);
      await health.body?.cancel();
      return {
        unavailable: (page?.status === 503 ? 1 : 0) + (health.status === 503 ? 1 : 0),
        failed: query ? 0 : 1,
      };
    }),
  );
  return {
    unavailable: outcomes.reduce((sum, outcome) => sum + outcome.unavailable, 0),
    failedQueries: outcomes.reduce((sum, outcome) => sum + outcome.failed, 0),
  };
}

describe("an idle database connection ended by the server", () => {
  beforeAll(async () => {
    const prefix = process.env.PLATEWISE_TEST_SCHEMA_PREFIX ?? "t_local";
    process.env.DATABASE_URL = postgresUrl;
    process.env.DATABASE_SCHEMA = `${prefix}_${randomBytes(4).toString("hex")}`;
    resetEnvCache();
    admin = new Pool({ connectionString: postgresUrl, max: 1 });
    served = await serveRoutes([
      { path: "/api/health", handlers: { GET: healthRoute as RouteHandler } },
    ]);
    await getDatabase();
  });

  afterAll(async () => {
    await served.close();
    await (await getDatabase()).close().catch(() => undefined);
    await admin.end();
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
    if (saved.schema === undefined) delete process.env.DATABASE_SCHEMA;
    else process.env.DATABASE_SCHEMA = saved.schema;
    resetEnvCache();
  });

  it("is replaced after it was noticed: no 503, no failed query, the database stays up", async () => {
    const pids = await appConnectionPids(4);
    expect(pids.length).toBeGreaterThan(1);
    await terminate(pids.slice(0, 1));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the pool hears of it while idle
    expect(await burst(20)).toEqual({ unavailable: 0, failedQueries: 0 });
    expect(databaseAvailability().isDown()).toBe(false);
  });

  it("is replaced when a query meets it first (every idle connection ended at once): no 503", async () => {
    const pids = await appConnectionPids(4);
    await terminate(pids);
    // No pause: queries go out on connections whose end the pool has not read yet.
    expect(await burst(20)).toEqual({ unavailable: 0, failedQueries: 0 });
    expect(databaseAvailability().isDown()).toBe(false);
  });

  it("a query on a connection that broke is sent again on another one", async () => {
    const db = await getDb();
    const [pid] = await appConnectionPids(1);
    const { rows } = await admin.query<{ ended: boolean }>(
      "select pg_terminate_backend($1) as ended",
      [pid],
    );
    expect(rows[0]?.ended).toBe(true);
    const results = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          db.execute(sql`select 41 + 1 as answer`) as Promise<unknown> as Promise<
            Rows<{ answer: number }>
          >,
      ),
    );
    expect(results.map((result) => result.rows[0])).toEqual(
      Array.from({ length: 5 }, () => ({ answer: 42 })),
    );
    expect(databaseAvailability().isDown()).toBe(false);
  });
});
