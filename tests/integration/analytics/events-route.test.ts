import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { resetEnvCache } from "@/env";
import type { DatabaseHandle } from "@/server/db/create-database";
import { analyticsEvents } from "@/server/db/schema/analytics";
import { seedExperiments } from "@/server/db/seed/seed-experiments";
import { experimentConfigCache } from "@/features/experiments/server/experiment-config-cache";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import { GET, POST } from "@/app/api/events/route";
import { openAppDatabase } from "../../helpers/app-db";
import { fillRateLimit } from "../../helpers/fill-rate-limit";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";
const browserUa = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130";

describe("/api/events", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  let address = 0;
  beforeAll(async () => {
    handle = await openAppDatabase();
    server = await serveRoutes([{ path: "/api/events", handlers: { GET, POST } }]);
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  const post = (body: unknown, cookie = `proxy_user_id=${visitor}`, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", Cookie: cookie, "User-Agent": browserUa, "X-Forwarded-For": `192.0.2.${++address}`, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const rowsOf = (visitorId: string) => handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));

  it("stores a batch under the visitor cookie with url, click ids and experiment groups", async () => {
    const time = Date.now() - 5000;
    const response = await post(
      {
        events: [
          { name: "page_view", url: "https://site.example/?fbclid=abc", clickIds: { fbclid: "abc" }, experimentGroups: { price: "b" }, properties: { path: "/" }, time },
          { name: "quiz_start", time, userId: "u-1" },
        ],
      },
      `proxy_user_id=${visitor}; gclid=g-cookie; fbclid=old`,
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: 2 });
    const rows = await rowsOf(visitor);
    expect(rows).toHaveLength(2);
    const view = rows.find((r) => r.name === "page_view")!;
    expect(view).toMatchObject({
      url: "https://site.example/?fbclid=abc",
      clickIds: { fbclid: "abc", gclid: "g-cookie" },
      experimentGroups: { price: "b" },
      properties: { path: "/" },
      userId: null,
    });
    expect(view.occurredAt.getTime()).toBe(time);
    expect(rows.find((r) => r.name === "quiz_start")!.userId).toBe("u-1");
  });

  it("adds the visitor's country as the server resolves it, unless the event names one", async () => {
    const german = "55555555-6666-4777-8888-999999999999";
    const time = Date.now();
    const response = await post(
      { events: [{ name: "page_view", url: "https://site.example/", time }, { name: "quiz_start", properties: { country: "FR" }, time }] },
      `proxy_user_id=${german}; countryCode=DE`,
    );
    expect(response.status).toBe(202);
    const rows = await rowsOf(german);
    expect(rows.find((r) => r.name === "page_view")!.properties).toEqual({ country: "DE" });
    expect(rows.find((r) => r.name === "quiz_start")!.properties).toEqual({ country: "FR" });
  });

  it("adds the visitor's test groups from their assignment cookies when the page sent none (prerendered pages)", async () => {
    await seedExperiments(handle.db);
    experimentConfigCache.invalidate();
    const b = "22222222-3333-4444-8555-666666666666";
    const control = "33333333-4444-4555-8666-777777777777";
    const event = { name: "page_view", url: "https://site.example/?utm_source=ad", time: Date.now() };
    expect((await post({ events: [event] }, `proxy_user_id=${b}; SPLIT_PAGE_POSITION=0.9`)).status).toBe(202);
    expect((await post({ events: [event] }, `proxy_user_id=${control}; SPLIT_PAGE_POSITION=0.1`)).status).toBe(202);
    expect((await rowsOf(b))[0]!.experimentGroups).toMatchObject({ home_hero: "hero_b" });
    expect((await rowsOf(control))[0]!.experimentGroups).toMatchObject({ home_hero: "control" });
    // Groups the page did send are kept as sent.
    const own = "44444444-5555-4666-8777-888888888888";
    await post({ events: [{ ...event, experimentGroups: { price: "b" } }] }, `proxy_user_id=${own}; SPLIT_PAGE_POSITION=0.9`);
    expect((await rowsOf(own))[0]!.experimentGroups).toEqual({ price: "b" });
  });

  it("never counts crawlers or visitors with disable_analytics=true", async () => {
    const other = "11111111-2222-4333-8444-555555555555";
    const crawler = await post({ events: [{ name: "page_view", time: Date.now() }] }, `proxy_user_id=${other}`, { "User-Agent": "Googlebot/2.1" });
    expect(crawler.status).toBe(202);
    expect(await crawler.json()).toEqual({ stored: 0 });
    const disabled = await post({ events: [{ name: "page_view", time: Date.now() }] }, `proxy_user_id=${other}; disable_analytics=true`);
    expect(await disabled.json()).toEqual({ stored: 0 });
    expect(await rowsOf(other)).toEqual([]);
  });

  it("refuses a batch without a visitor cookie, invalid events, non-JSON and oversized bodies", async () => {
    expect((await post({ events: [{ name: "x", time: 1 }] }, "")).status).toBe(400);
    const invalid = await post({ events: [{ name: "bad<name>", time: 1 }] });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
    expect((await post("nope")).status).toBe(400);
    const huge = { events: [{ name: "x", time: 1, properties: { a: "x".repeat(70_000) } }] };
    expect((await post(huge)).status).toBe(413);
  });

  it("lets a visitor read back their own events when enabled, and hides it otherwise", async () => {
    const response = await fetch(`${server.url}/api/events`, { headers: { Cookie: `proxy_user_id=${visitor}` } });
    expect(response.status).toBe(200);
    const { events } = (await response.json()) as { events: Array<{ name: string }> };
    expect(events.map((e) => e.name).sort()).toEqual(["page_view", "quiz_start"]);
    const stranger = await fetch(`${server.url}/api/events`, { headers: { Cookie: "proxy_user_id=22222222-2222-4333-8444-555555555555" } });
    expect(((await stranger.json()) as { events: unknown[] }).events).toEqual([]);

    process.env.ANALYTICS_READBACK = "false";
    resetEnvCache();
    try {
      expect((await fetch(`${server.url}/api/events`, { headers: { Cookie: `proxy_user_id=${visitor}` } })).status).toBe(404);
    } finally {
      delete process.env.ANALYTICS_READBACK;
      resetEnvCache();
    }
  });

  it("rate-limits one address to 300 batches a minute", async () => {
    await fillRateLimit(handle.db, "events:192.0.2.250", 300, 60_000);
    const over = await post({ events: [{ name: "tick", time: Date.now() }] }, `proxy_user_id=${visitor}`, { "X-Forwarded-For": "192.0.2.250" });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await post({ events: [{ name: "tick", time: Date.now() }] }, `proxy_user_id=${visitor}`, { "X-Forwarded-For": "192.0.2.251" });
    expect(other.status).toBe(202);
  });
});
