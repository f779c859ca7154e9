import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import * as events from "@/app/api/events/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import * as health from "@/app/api/health/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import { runAction } from "@/server/actions/run-action";
import type { DatabaseHandle } from "@/server/db/create-database";
import { trustedRequestHeaders } from "@/server/http/request-facts";
import { openAppDatabase } from "../../helpers/app-db";
import { fillRateLimit } from "../../helpers/fill-rate-limit";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

type ErrorBody = { error: { code: string; message: string } };
const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";
/** `[[[…]]]`: the cheapest body to send and, walked level by level, the dearest to answer. */
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const sixtyKb = nested(30_000);
const nineHundredKb = nested(450_000);

/**
 * Deeply nested JSON, anonymous: refused before it is parsed or walked, so it costs the server
 * no more than reading it (docs/http.md; the timing ratio is in bench/hostile-bodies.bench.ts).
 */
describe("hostile bodies cost nothing", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  let address = 0;
  beforeAll(async () => {
    handle = await openAppDatabase();
    server = await serveRoutes([
      { path: "/api/events", handlers: routeMethods(events) },
      { path: "/api/health", handlers: routeMethods(health) },
    ]);
  }, 180_000); // migrating a fresh database can take a while on a busy machine
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  const post = (body: string) =>
    fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `proxy_user_id=${visitor}`, "x-forwarded-for": `192.0.2.${++address}` },
      body,
    });
  async function timed(body: string): Promise<{ status: number; code: string; ms: number }> {
    const started = performance.now();
    const response = await post(body);
    const ms = performance.now() - started;
    return { status: response.status, code: ((await response.json()) as ErrorBody).error.code, ms };
  }

  it("a 60 KB body nested 30,000 deep to /api/events: 400 too_deep", async () => {
    await timed(nested(100)); // warm-up: the route's first request opens the database
    const answer = await timed(sixtyKb);
    console.info(`60 KB nested body to /api/events: ${answer.status} ${answer.code} in ${answer.ms.toFixed(1)} ms`);
    expect([answer.status, answer.code]).toEqual([400, "too_deep"]);
  });

  it("a 900 KB nested body to /api/events: 413, never read whole", async () => {
    const answer = await timed(nineHundredKb);
    console.info(`900 KB nested body to /api/events: ${answer.status} ${answer.code} in ${answer.ms.toFixed(1)} ms`);
    expect([answer.status, answer.code]).toEqual([413, "payload_too_large"]);
  });

  it("depth 8,000 answers 400 too_deep, not 500; depth 64 still reaches the route's own checks", async () => {
    expect(await timed(nested(8_000))).toMatchObject({ status: 400, code: "too_deep" });
    expect(await timed(nested(65))).toMatchObject({ status: 400, code: "too_deep" });
    // 64 levels are allowed: the events schema refuses the batch itself.
    expect(await timed(nested(64))).toMatchObject({ status: 400, code: "validation_failed" });
    // Brackets inside strings (and escaped quotes) are text, not nesting.
    const text = JSON.stringify({ title: `\\"${"[".repeat(5_000)}`, events: [] });
    expect((await timed(text)).code).not.toBe("too_deep");
  });

  it("24 nested bodies at once do not hold up /api/health", async () => {
    const attack = Array.from({ length: 24 }, () => post(sixtyKb).then((response) => response.status));
    const started = performance.now();
    const healthy = await fetch(`${server.url}/api/health`);
    const ms = performance.now() - started;
    const statuses = await Promise.all(attack);
    console.info(`/api/health during 24 nested 60 KB bodies: ${healthy.status} in ${ms.toFixed(1)} ms`);
    expect(healthy.status).toBe(200);
    expect(new Set(statuses)).toEqual(new Set([400]));
  });

  it("a server action over its client's limit answers rateLimited without touching the input", async () => {
    const client = "192.0.2.250";
    await fillRateLimit(handle.db, `hostile-action:${client}`, 30, 60_000);
    let touched = 0;
    // An input that counts every look at it: the walk, toRecord and zod would all look.
    const input = new Proxy([] as unknown[], {
      get: (target, key) => (touched++, Reflect.get(target, key)),
      ownKeys: (target) => (touched++, Reflect.ownKeys(target)),
      getPrototypeOf: (target) => (touched++, Reflect.getPrototypeOf(target)),
    });
    const result = await runAction(
      { name: "hostile-action", input: z.object({ a: z.string() }), handler: async () => "done" },
      input,
      new Headers({ [trustedRequestHeaders.clientAddress]: client }),
    );
    expect(result).toEqual({ ok: false, formError: "rateLimited" });
    expect(touched).toBe(0);
  });

  it("a server action given a value 100,000 levels deep answers a field error, not a crash", async () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const started = performance.now();
    const result = await runAction(
      { name: "deep-action", input: z.object({ a: z.string() }), handler: async () => "done" },
      deep,
      new Headers({ [trustedRequestHeaders.clientAddress]: "192.0.2.251" }),
    );
    console.info(`server action walk of a value 100,000 deep: ${(performance.now() - started).toFixed(1)} ms`);
    expect(result).toMatchObject({ ok: false, formError: "invalidCharacters", fieldErrors: { a: "invalidCharacters" } });
  });
});
