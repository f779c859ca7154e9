import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as events from "@/app/api/events/route"; // eslint-disable-line no-restricted-imports -- the route under test
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";
import { fillRateLimit } from "../../helpers/fill-rate-limit";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";
const batch = JSON.stringify({ events: [{ name: "tick", time: Date.now() }] });

/** A bot over its limit sends a new X-Forwarded-For with every request, hoping to be counted anew. */
describe("rotating X-Forwarded-For does not escape a rate limit", () => {
  let handle: DatabaseHandle;
  let direct: ServedRoutes;
  let behindProxy: ServedRoutes;
  beforeAll(async () => {
    handle = await openAppDatabase();
    const routes = [{ path: "/api/events", handlers: routeMethods(events) }];
    direct = await serveRoutes(routes, { trustedProxies: "" });
    behindProxy = await serveRoutes(routes, { trustedProxies: "127.0.0.1" });
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
    await handle.close();
  });

  const post = (url: string, forwardedFor: string) =>
    fetch(`${url}/api/events`, { method: "POST", headers: { Cookie: `proxy_user_id=${visitor}`, "X-Forwarded-For": forwardedFor }, body: batch });

  it("without a trusted proxy the socket's address is counted, whatever the header says", async () => {
    await fillRateLimit(handle.db, "events:127.0.0.1", 300, 60_000);
    for (let i = 1; i <= 5; i++) expect((await post(direct.url, `203.0.113.${i}`)).status).toBe(429);
  });

  it("behind the trusted proxy, addresses the client prepends are ignored", async () => {
    await fillRateLimit(handle.db, "events:198.51.100.77", 300, 60_000);
    for (let i = 1; i <= 5; i++) {
      const response = await post(behindProxy.url, `203.0.113.${i}, 198.51.100.77`);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await post(behindProxy.url, "198.51.100.78")).status).toBe(202);
  });
});
