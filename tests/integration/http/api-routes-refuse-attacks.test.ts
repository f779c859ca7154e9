import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as notFound from "@/app/api/[...path]/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import * as duration from "@/app/api/analytics/duration/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import * as events from "@/app/api/events/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import * as health from "@/app/api/health/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import * as slack from "@/app/api/send-slack-notification/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

type ErrorBody = { error: { code: string; message: string } };
const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";

describe("every API route refuses hostile requests with a JSON answer", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  let address = 0;
  beforeAll(async () => {
    handle = await openAppDatabase();
    server = await serveRoutes([
      { path: "/api/events", handlers: routeMethods(events) },
      { path: "/api/analytics/duration", handlers: routeMethods(duration) },
      { path: "/api/send-slack-notification", handlers: routeMethods(slack) },
      { path: "/api/health", handlers: routeMethods(health) },
      { path: "/api/[...path]", handlers: routeMethods(notFound) },
    ]);
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  const posts = ["/api/events", "/api/analytics/duration", "/api/send-slack-notification"];
  const post = (path: string, body: BodyInit) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, Cookie: `proxy_user_id=${visitor}`, "X-Forwarded-For": `192.0.2.${++address}` },
      body,
    });
  const codeOf = async (response: Response) => {
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    return ((await response.json()) as ErrorBody).error.code;
  };

  it("a NUL character or a lone surrogate in the body: 400 invalid_characters, not a crash", async () => {
    const bodies = ['{"title":"T","messageText":"a\\u0000b","events":[]}', '{"title":"T\\ud83d","messageText":"x","events":[]}', '{"title":"T\u0000"}'];
    for (const path of posts) {
      for (const body of bodies) {
        const response = await post(path, body);
        expect([path, response.status]).toEqual([path, 400]);
        expect(await codeOf(response)).toBe("invalid_characters");
      }
    }
  });

  it("a body that is not JSON: 400 invalid_json", async () => {
    for (const path of posts) expect([path, await codeOf(await post(path, "{nope"))]).toEqual([path, "invalid_json"]);
  });

  it("10 MB: 413 payload_too_large", async () => {
    const huge = Buffer.alloc(10 * 1024 * 1024, 0x20);
    for (const path of posts) {
      const response = await post(path, huge);
      expect([path, response.status]).toEqual([path, 413]);
      expect(await codeOf(response)).toBe("payload_too_large");
    }
  });

  it("a method the route does not serve: 405 JSON with Allow", async () => {
    const cases = [
      ["/api/events", "DELETE", "GET, POST, HEAD, OPTIONS"],
      ["/api/analytics/duration", "GET", "POST, OPTIONS"],
      ["/api/send-slack-notification", "PUT", "POST, OPTIONS"],
      ["/api/health", "POST", "GET, HEAD, OPTIONS"],
    ] as const;
    for (const [path, method, allow] of cases) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect([path, response.status, response.headers.get("allow")]).toEqual([path, 405, allow]);
      expect(await codeOf(response)).toBe("method_not_allowed");
    }
  });

  it("an unknown API path, with any method: 404 not_found JSON", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${server.url}/api/no/such/thing`, { method, body: method === "GET" ? undefined : "{}" });
      expect(response.status).toBe(404);
      expect(await codeOf(response)).toBe("not_found");
    }
  });
});
