import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { createAvailabilityState } from "@/server/db/availability-state";
import { isDatabaseUnavailable } from "@/server/db/availability";
import { createDatabase } from "@/server/db/create-database";
import { createTestDatabase } from "../../helpers/test-db";
import { closedPort } from "./tcp-relay";

/** Real failures, told apart: an outage (503, retry later) versus a bad query (a bug, 500). */
describe("telling an outage from a bad query", () => {
  const pools: Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
  });

  it("a server that refuses connections is an outage, through Drizzle's wrapper too, and the pool reports it", async () => {
    const seen: unknown[] = [];
    const handle = await createDatabase({
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
      onError: (error) => seen.push(error),
    });
    const failure = await handle.db.execute(sql`select 1`).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(seen.some(isDatabaseUnavailable)).toBe(true);
    await handle.close();
  });

  it("a bare pg pool's refused connection is an outage", async () => {
    const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
    pools.push(pool);
    const failure = await drizzle({ client: pool }).execute(sql`select 1`).then(() => null, (error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it("a closed store is an outage; a syntax error, a missing table or a broken rule are not", async () => {
    const handle = await createTestDatabase();
    const wrong = (query: ReturnType<typeof sql>) => handle.db.execute(query).then(() => null, (error: unknown) => error);
    expect(isDatabaseUnavailable(await wrong(sql`selec 1`))).toBe(false);
    expect(isDatabaseUnavailable(await wrong(sql`select * from no_such_table`))).toBe(false);
    expect(isDatabaseUnavailable(await wrong(sql`select 1/0`))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Connection details leaked"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    await handle.close(); // the embedded store shut, or the pool ended
    expect(isDatabaseUnavailable(await wrong(sql`select 1`))).toBe(true);
  });

  it("server answers that mean 'not now' are an outage: shutting down, starting, full", () => {
    for (const code of ["57P01", "57P02", "57P03", "53300", "08006"]) {
      expect(isDatabaseUnavailable(Object.assign(new Error("server said no"), { code }))).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error("unique"), { code: "23505" }))).toBe(false);
  });
});

describe("the down mark and its probe", () => {
  it("probes at most once per interval, never two at a time, and clears the mark when the probe succeeds", async () => {
    let clock = 1_000;
    let probes = 0;
    let answer: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const state = createAvailabilityState({
      now: () => clock,
      probe: () =>
        new Promise<void>((resolve, reject) => {
          probes += 1;
          answer = { resolve, reject };
        }),
    });
    expect(await state.check()).toBe(true);
    expect(probes).toBe(0); // up: no database work at all

    state.markDown();
    expect(await state.check()).toBe(false); // the failure itself counts as the last probe
    expect(probes).toBe(0);

    clock += 2_000;
    const first = state.check();
    const second = state.check(); // a crowd of requests shares one probe
    expect(probes).toBe(1);
    answer!.reject(new Error("still down"));
    expect(await first).toBe(false);
    expect(await second).toBe(false);

    clock += 1_999;
    expect(await state.check()).toBe(false);
    expect(probes).toBe(1);

    clock += 1;
    const third = state.check();
    answer!.resolve();
    expect(await third).toBe(true);
    expect(state.isDown()).toBe(false);
    expect(probes).toBe(2);
  });
});
