import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "@/server/db/create-database";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const echo = apiRoute({
  name: "echo",
  body: z.object({ name: z.string().max(20), tags: z.array(z.string()).max(3) }),
  maxBodyBytes: 1024,
  rateLimit: { limit: 1000, windowMs: 60_000 },
  handler: async ({ body, clientAddress }) => Response.json({ body, clientAddress }),
});
const crash = apiRoute({
  name: "crash",
  handler: async () => {
    throw Object.assign(new Error("Failed query: select 1\nparams: ana@example.com"), { code: "42P01" });
  },
});
const byParams = apiRoute({
  name: "by-params",
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  handler: async ({ params }) => Response.json(params),
});

describe("the API route wrapper", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  beforeAll(async () => {
    handle = await openAppDatabase();
    server = await serveRoutes([
      { path: "/echo", handlers: { POST: echo, GET: methodNotAllowed(["POST"]) } },
      { path: "/crash", handlers: { POST: crash } },
      { path: "/items/[id]", handlers: { GET: byParams } },
    ]);
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  const send = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/echo`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
  const errorOf = async (response: Response) => {
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return ((await response.json()) as ErrorBody).error;
  };

  it("passes a valid body to the handler", async () => {
    const response = await send(JSON.stringify({ name: "Ana", tags: ["a"] }), { "X-Forwarded-For": "192.0.2.1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ body: { name: "Ana", tags: ["a"] }, clientAddress: "192.0.2.1" });
  });

  it("answers 400 invalid_characters for a NUL or a lone surrogate, raw or escaped, in values or keys", async () => {
    const attacks = [
      '{"name":"Ana\u0000","tags":[]}',
      '{"name":"Ana\\u0000","tags":[]}',
      '{"name":"x","tags":["\\ud800"]}',
      '{"name":"x","tags":[],"\\udc00":1}',
      Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // a surrogate encoded as UTF-8 bytes: not valid UTF-8
    ];
    for (const body of attacks) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("invalid_characters");
    }
  });

  it("answers 400 invalid_json for a body that is not JSON, and validation_failed with fields by path", async () => {
    const notJson = await send("{oops");
    expect(notJson.status).toBe(400);
    expect((await errorOf(notJson)).code).toBe("invalid_json");
    const invalid = await send(JSON.stringify({ name: "x".repeat(21), tags: ["a", 2] }));
    expect(invalid.status).toBe(400);
    const error = await errorOf(invalid);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["name", "tags.1"]);
  });

  it("answers 413 payload_too_large for 10 MB, declared or streamed without a length", async () => {
    const huge = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const declared = await send(huge);
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe("payload_too_large");

    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= huge.length) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const streamed = await fetch(`${server.url}/echo`, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).code).toBe("payload_too_large");
  });

  it("answers 500 internal_error without the failure's details", async () => {
    const response = await fetch(`${server.url}/crash`, { method: "POST", body: "{}" });
    expect(response.status).toBe(500);
    const error = await errorOf(response);
    expect(error).toEqual({ code: "internal_error", message: "Something went wrong." });
  });

  it("checks path parameters: NUL refused, zod applied", async () => {
    expect(await (await fetch(`${server.url}/items/42`)).json()).toEqual({ id: "42" });
    const nul = await fetch(`${server.url}/items/4%002`);
    expect(nul.status).toBe(400);
    expect((await errorOf(nul)).code).toBe("invalid_characters");
    expect((await errorOf(await fetch(`${server.url}/items/abc`))).code).toBe("validation_failed");
  });

  it("answers 405 method_not_allowed with Allow for a method the route does not serve", async () => {
    const response = await fetch(`${server.url}/echo`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await errorOf(response)).code).toBe("method_not_allowed");
  });
});
