import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/server/db/create-database";
import { rateLimitBuckets } from "@/server/db/schema/rate-limit";
import { hitRateLimit, pruneRateLimitBuckets } from "@/server/rate-limit/hit-rate-limit";
import { clientAddressOf } from "@/server/http/request-facts";
import { limitClient } from "@/server/rate-limit/limit-client";
import { createTestDatabase } from "../../helpers/test-db";

describe("hitRateLimit", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const minute = 60_000;
  const t0 = Date.UTC(2025, 0, 1, 10, 0, 0);

  it("allows exactly the limit within one window, even for concurrent hits", async () => {
    const rule = { key: "test:a", limit: 5, windowMs: minute };
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(handle.db, rule, t0 + 1000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const last = results.find((r) => r.count === 12)!;
    expect(last.remaining).toBe(0);
    expect(last.resetAt.getTime()).toBe(t0 + minute);
    expect(last.retryAfterSeconds).toBe(59);
  });

  it("starts a fresh count in the next window and removes the old one", async () => {
    const rule = { key: "test:a", limit: 5, windowMs: minute };
    const next = await hitRateLimit(handle.db, rule, t0 + minute + 5);
    expect(next).toMatchObject({ allowed: true, count: 1, remaining: 4 });
    const rows = await handle.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, "test:a"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.windowStart.getTime()).toBe(t0 + minute);
  });

  it("counts keys separately", async () => {
    const a = await hitRateLimit(handle.db, { key: "test:b", limit: 1, windowMs: minute }, t0);
    const b = await hitRateLimit(handle.db, { key: "test:c", limit: 1, windowMs: minute }, t0);
    const a2 = await hitRateLimit(handle.db, { key: "test:b", limit: 1, windowMs: minute }, t0);
    expect([a.allowed, b.allowed, a2.allowed]).toEqual([true, true, false]);
  });

  it("prunes windows that ended before a time", async () => {
    await hitRateLimit(handle.db, { key: "test:old", limit: 1, windowMs: minute }, t0 - 10 * minute);
    const removed = await pruneRateLimitBuckets(handle.db, new Date(t0 - minute));
    expect(removed).toBe(1);
    const left = await handle.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, "test:old"));
    expect(left).toEqual([]);
  });

  it("limitClient counts each known client apart, and never puts unknown clients in one shared bucket", async () => {
    const rule = { limit: 1, windowMs: minute };
    expect((await limitClient(handle.db, "scope", "203.0.113.1", rule, t0))?.allowed).toBe(true);
    expect((await limitClient(handle.db, "scope", "203.0.113.1", rule, t0))?.allowed).toBe(false);
    expect((await limitClient(handle.db, "scope", "203.0.113.2", rule, t0))?.allowed).toBe(true);
    for (let i = 0; i < 3; i++) expect(await limitClient(handle.db, "scope", "unknown", rule, t0)).toBeNull();
    const unknownRows = await handle.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, "scope:unknown"));
    expect(unknownRows).toEqual([]);
  });
});

describe("clientAddressOf", () => {
  const req = (headers: Record<string, string>) => new Request("http://x/", { headers });
  it("is what the app's server resolved, never the visitor's X-Forwarded-For or X-Real-IP", () => {
    expect(clientAddressOf(req({ "x-pw-client-address": "2001:DB8::1", "x-forwarded-for": "203.0.113.9" }))).toBe("2001:db8::1");
    expect(clientAddressOf(req({ "x-forwarded-for": "203.0.113.9, 10.0.0.1" }))).toBe("unknown");
    expect(clientAddressOf(req({ "x-real-ip": "203.0.113.9" }))).toBe("unknown");
    expect(clientAddressOf(req({ "x-pw-client-address": "not an ip" }))).toBe("unknown");
  });
});
