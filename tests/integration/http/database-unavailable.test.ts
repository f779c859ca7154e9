import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/env";
import * as events from "@/app/api/events/route"; // eslint-disable-line no-restricted-imports -- the route under test
import * as slack from "@/app/api/send-slack-notification/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

/**
 * The database server goes away: its port accepts nothing. Every API answers a JSON 503
 * with Retry-After instead of crashing or hanging.
 */
describe("API routes while the database is unreachable", () => {
  let server: ServedRoutes;
  let closedPort: number;
  const saved = { url: process.env.DATABASE_URL, schema: process.env.DATABASE_SCHEMA };
  beforeAll(async () => {
    const probe: Server = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${closedPort}/platewise`;
    delete process.env.DATABASE_SCHEMA;
    resetEnvCache();
    server = await serveRoutes([
      { path: "/api/events", handlers: routeMethods(events) },
      { path: "/api/send-slack-notification", handlers: routeMethods(slack) },
    ]);
  });
  afterAll(async () => {
    await server.close();
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
    if (saved.schema !== undefined) process.env.DATABASE_SCHEMA = saved.schema;
    resetEnvCache();
  });

  it("answers 503 service_unavailable with Retry-After", async () => {
    for (const path of ["/api/events", "/api/send-slack-notification"]) {
      const response = await fetch(`${server.url}${path}`, { method: "POST", body: "{}" });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({
        error: { code: "service_unavailable", message: "The service is briefly unavailable. Try again shortly." },
      });
    }
  });
});
