import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "@/features/trackers/domain/local-day";
import type { DatabaseHandle } from "@/server/db/create-database";
import { users } from "@/server/db/schema/quiz";
/* eslint-disable no-restricted-imports -- the test serves the route handlers over real HTTP */
import * as fastingRoute from "@/app/api/trackers/fasting/route";
import * as waterRoute from "@/app/api/trackers/water/route";
import * as weightRoute from "@/app/api/trackers/weight/route";
/* eslint-enable no-restricted-imports */
import { openAppDatabase } from "../../helpers/app-db";
import { fillRateLimit } from "../../helpers/fill-rate-limit";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { signInAs } from "../account/sign-in-as";

describe("tracker API over HTTP", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let alice = "";
  let bob = "";
  let client = 10;
  const today = localDay(new Date());

  beforeAll(async () => {
    handle = await openAppDatabase();
    await handle.db.insert(users).values([{ email: "alice@example.com" }, { email: "bob@example.com" }]);
    alice = (await signInAs(handle.db, "alice@example.com")).cookie;
    bob = (await signInAs(handle.db, "bob@example.com")).cookie;
    served = await serveRoutes([
      { path: "/api/trackers/water", handlers: routeMethods(waterRoute) },
      { path: "/api/trackers/weight", handlers: routeMethods(weightRoute) },
      { path: "/api/trackers/fasting", handlers: routeMethods(fastingRoute) },
    ]);
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  /** Each test speaks from its own address, so per-client limits do not leak between tests. */
  function call(method: string, path: string, cookie: string | null, body?: unknown, address = `198.51.100.${client}`) {
    const headers: Record<string, string> = { "x-forwarded-for": address };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    return fetch(`${served.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }
  const next = () => client++;

  it("answers 401 { error } without a session, on every route and method", async () => {
    next();
    for (const [method, path, body] of [
      ["GET", `/api/trackers/water?day=${today}`, undefined],
      ["POST", "/api/trackers/water", { day: today, entryId: randomUUID(), deltaMl: 250 }],
      ["GET", "/api/trackers/weight", undefined],
      ["PUT", "/api/trackers/weight", { day: today, kg: 80 }],
      ["GET", "/api/trackers/fasting", undefined],
      ["POST", "/api/trackers/fasting", { action: "start" }],
    ] as const) {
      const response = await call(method, path, null, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "not_signed_in", message: expect.any(String) } });
    }
    const forged = await call("GET", "/api/trackers/weight", "session=forged.value");
    expect(forged.status).toBe(401);
  });

  it("adds and removes water once per entry id, never below zero", async () => {
    next();
    const plus = { day: today, entryId: randomUUID(), deltaMl: 250 };
    const first = await call("POST", "/api/trackers/water", alice, plus);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect(await first.json()).toEqual({ day: today, totalMl: 250 });
    // The same tap sent again (a retry) changes nothing.
    expect(await (await call("POST", "/api/trackers/water", alice, plus)).json()).toEqual({ day: today, totalMl: 250 });
    await call("POST", "/api/trackers/water", alice, { day: today, entryId: randomUUID(), deltaMl: 250 });
    const minus = { day: today, entryId: randomUUID(), deltaMl: -250 };
    expect(await (await call("POST", "/api/trackers/water", alice, minus)).json()).toEqual({ day: today, totalMl: 250 });
    expect(await (await call("POST", "/api/trackers/water", alice, minus)).json()).toEqual({ day: today, totalMl: 250 });
    for (let i = 0; i < 3; i++) await call("POST", "/api/trackers/water", alice, { day: today, entryId: randomUUID(), deltaMl: -250 });
    expect(await (await call("GET", `/api/trackers/water?day=${today}`, alice)).json()).toEqual({ day: today, totalMl: 0 });
    // A − on an empty day does not leave credit for the next +.
    await call("POST", "/api/trackers/water", alice, { day: today, entryId: randomUUID(), deltaMl: 250 });
    expect(await (await call("GET", `/api/trackers/water?day=${today}`, alice)).json()).toEqual({ day: today, totalMl: 250 });
  });

  it("keeps each person's water to themselves, even with another's entry id", async () => {
    next();
    const entryId = randomUUID();
    await call("POST", "/api/trackers/water", bob, { day: today, entryId, deltaMl: 250 });
    const bobs = await (await call("GET", `/api/trackers/water?day=${today}`, bob)).json();
    expect(bobs).toEqual({ day: today, totalMl: 250 });
    const before = await (await call("GET", `/api/trackers/water?day=${today}`, alice)).json();
    const reused = await call("POST", "/api/trackers/water", alice, { day: today, entryId, deltaMl: 250 });
    expect((await reused.json()).totalMl).toBe(before.totalMl + 250);
    expect(await (await call("GET", `/api/trackers/water?day=${today}`, bob)).json()).toEqual({ day: today, totalMl: 250 });
  });

  it("refuses bad water input with 400 { error: { code, message } }", async () => {
    next();
    const cases: unknown[] = [
      { day: today, entryId: randomUUID(), deltaMl: 500 },
      { day: today, entryId: "not-a-uuid", deltaMl: 250 },
      { day: "2026-02-30", entryId: randomUUID(), deltaMl: 250 },
      { day: today, entryId: randomUUID(), deltaMl: 250, extra: true },
    ];
    for (const body of cases) {
      const response = await call("POST", "/api/trackers/water", alice, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("validation_failed");
    }
    const future = await call("POST", "/api/trackers/water", alice, { day: "2999-01-01", entryId: randomUUID(), deltaMl: 250 });
    expect(future.status).toBe(400);
    expect((await future.json()).error).toEqual({ code: "day_out_of_range", message: expect.any(String) });
    const noDay = await call("GET", "/api/trackers/water", alice);
    expect(noDay.status).toBe(400);
    expect((await noDay.json()).error.code).toBe("validation_failed");
    const method = await call("DELETE", "/api/trackers/water", alice);
    expect(method.status).toBe(405);
  });

  it("keeps one weight per day: a second save the same day corrects it", async () => {
    next();
    // Stored to the gram, so a weight typed in pounds reads back as typed.
    const first = await call("PUT", "/api/trackers/weight", alice, { day: today, kg: 82.4444 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ entries: [{ date: today, kg: 82.444 }] });
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await call("PUT", "/api/trackers/weight", alice, { day: yesterday, kg: 83 });
    const corrected = await call("PUT", "/api/trackers/weight", alice, { day: today, kg: 81.9 });
    expect(await corrected.json()).toEqual({
      entries: [
        { date: yesterday, kg: 83 },
        { date: today, kg: 81.9 },
      ],
    });
    expect(await (await call("GET", "/api/trackers/weight", bob)).json()).toEqual({ entries: [] });
    for (const body of [{ day: today, kg: 5 }, { day: today, kg: "80" }, { day: today }, { day: "yesterday", kg: 80 }]) {
      const response = await call("PUT", "/api/trackers/weight", alice, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: "validation_failed", message: expect.any(String) });
    }
  });

  it("logs a fast: start once, end once, each person's own", async () => {
    next();
    expect(await (await call("GET", "/api/trackers/fasting", alice)).json()).toEqual({ open: null, recent: [] });
    const started = await (await call("POST", "/api/trackers/fasting", alice, { action: "start", plannedHours: 16 })).json();
    expect(started.open).toEqual({ startedAt: expect.any(String), plannedHours: 16 });
    expect(Math.abs(Date.parse(started.open.startedAt) - Date.now())).toBeLessThan(60_000);
    const again = await (await call("POST", "/api/trackers/fasting", alice, { action: "start", plannedHours: 14 })).json();
    expect(again.open).toEqual(started.open);
    expect((await (await call("GET", "/api/trackers/fasting", bob)).json()).open).toBeNull();
    // Bob ending "his" fast does not end Alice's.
    await call("POST", "/api/trackers/fasting", bob, { action: "end" });
    expect((await (await call("GET", "/api/trackers/fasting", alice)).json()).open).toEqual(started.open);
    expect(await (await call("POST", "/api/trackers/fasting", alice, { action: "end" })).json()).toEqual({ open: null });
    expect(await (await call("POST", "/api/trackers/fasting", alice, { action: "end" })).json()).toEqual({ open: null });
    const read = await (await call("GET", "/api/trackers/fasting", alice)).json();
    expect(read.open).toBeNull();
    expect(read.recent).toEqual([{ startedAt: started.open.startedAt, endedAt: expect.any(String), plannedHours: 16 }]);
    const bad = await call("POST", "/api/trackers/fasting", alice, { action: "pause" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("validation_failed");
  });

  it("rate limits each route per client", async () => {
    const address = `198.51.100.${next()}`;
    await fillRateLimit(handle.db, `trackers-weight:${address}`, 30, 60_000);
    const response = await call("PUT", "/api/trackers/weight", alice, { day: today, kg: 80 }, address);
    expect(response.status).toBe(429);
    expect((await response.json()).error.code).toBe("rate_limited");
  });
});
