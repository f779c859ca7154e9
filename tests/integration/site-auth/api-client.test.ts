import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { publicEnv } from "@/env";
import type { DatabaseHandle } from "@/server/db/create-database";
import { createApiClient, type ApiClientDeps } from "@/features/site-auth/api-client/call-api";
import type { FetchLike, TokenStore } from "@/features/site-auth/api-client/ports";
import { CallApiError } from "@/features/site-auth/domain/call-api-error";
import { FetchTimeoutError } from "@/features/errors/domain/named-errors";
import { verifyRequestSiteToken } from "@/features/site-auth/server/verify-site-token";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import { POST as siteAuth } from "@/app/v4.0/site/auth/route";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

type Seen = { method: string; path: string; headers: Record<string, string>; body: string };

/** A token store whose content the test can read and overwrite. */
function visibleTokenStore(now: () => number): TokenStore & { kept: { value: string; expires: number } | undefined } {
  const store = {
    kept: undefined as { value: string; expires: number } | undefined,
    get: () => (store.kept && store.kept.expires > now() ? store.kept.value : undefined),
    set: (value: string, maxAge: number) => void (store.kept = { value, expires: now() + maxAge * 1000 }),
    delete: () => void (store.kept = undefined),
  };
  return store;
}

/** fetch with a browser's cookie jar: keeps what Set-Cookie sends and sends it back. */
function browserLikeFetch(): FetchLike & { jar: Map<string, string>; setCookies: string[] } {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const browserFetch = async (input: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  return Object.assign(browserFetch, { jar, setCookies });
}

describe("API client against the real site-auth endpoint", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  const seen: Seen[] = [];
  let authCalls = 0;
  let unauthorizedLeft = 0;
  let slowMs = 0;

  beforeAll(async () => {
    handle = await openAppDatabase();
    const record = async (request: Request) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
    };
    server = await serveRoutes([
      {
        path: "/v4.0/site/auth",
        handlers: {
          POST: async (request, context) => {
            authCalls++;
            return siteAuth(request, context);
          },
        },
      },
      {
        path: "/v4.0/echo/[[...rest]]",
        handlers: Object.fromEntries(
          ["GET", "POST", "PUT", "PATCH", "DELETE"].map((method) => [
            method,
            async (request: Request) => {
              await record(request);
              if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
              if (unauthorizedLeft > 0) {
                unauthorizedLeft--;
                return Response.json({ error: "expired" }, { status: 401 });
              }
              const claims = await verifyRequestSiteToken(request);
              if (!claims) return Response.json({ error: "no token" }, { status: 401 });
              return Response.json({ ok: true, uuid: claims.uuid });
            },
          ]),
        ),
      },
      { path: "/v4.0/fail/unprocessable", handlers: { GET: () => Response.json({ field: "bad" }, { status: 422, statusText: "Unprocessable Entity" }) } },
      { path: "/v4.0/fail/empty", handlers: { GET: () => new Response(null, { status: 500, statusText: "Internal Server Error" }) } },
      { path: "/v4.0/text", handlers: { GET: () => new Response("plain words") } },
      { path: "/elsewhere", handlers: { GET: async (request) => (await record(request), Response.json({ ext: true })) } },
    ]);
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });
  beforeEach(() => {
    seen.length = 0;
    authCalls = 0;
    unauthorizedLeft = 0;
    slowMs = 0;
  });

  let clock = Date.now();
  const now = () => clock;
  const logged: Array<{ message: string; context: Record<string, unknown> }> = [];
  function client(overrides: Partial<ApiClientDeps> = {}) {
    const tokens = visibleTokenStore(now);
    const api = createApiClient({
      fetch: (input, init) => fetch(input, init),
      tokens,
      baseUrl: server.url,
      siteCredential: publicEnv.siteCredential,
      now,
      log: (message, context) => void logged.push({ message, context }),
      ...overrides,
    });
    return { api, tokens };
  }

  it("fetches a token, stores it for 2/3 of its lifetime and sends the spec's headers", async () => {
    clock = Date.now();
    const { api, tokens } = client({ locale: "de" });
    const answer = await api.get<{ ok: boolean }>("/v4.0/echo");
    expect(answer).toMatchObject({ ok: true });
    expect(authCalls).toBe(1);
    const stored = tokens.kept!;
    const { exp } = decodeJwt(stored.value);
    const expectedMaxAge = Math.floor(((exp! - clock / 1000) * 2) / 3);
    expect(stored.expires).toBe(clock + expectedMaxAge * 1000);
    const headers = seen[0]!.headers;
    expect(headers.authorization).toBe(`Bearer ${stored.value}`);
    expect(headers["accept-language"]).toBe("de");
    expect(headers["x-next-intl-locale"]).toBe("de");
    expect(headers["x-forwarded-host"]).toBeUndefined();
  });

  it("reuses the stored token until it is invalid, then fetches a new one", async () => {
    clock = Date.now();
    const { api, tokens } = client();
    await api.get("/v4.0/echo");
    await api.get("/v4.0/echo");
    expect(authCalls).toBe(1);
    expect(seen[0]!.headers["accept-language"]).toBe("en");
    tokens.kept = { value: "not.a-token", expires: clock + 10_000 };
    await api.get("/v4.0/echo");
    expect(authCalls).toBe(2);
    expect(tokens.kept.value).not.toBe("not.a-token");
  });

  it("drops a stored token naming another user", async () => {
    clock = Date.now();
    const { api, tokens } = client({ expectedUserId: "11111111-2222-4333-8444-555555555555" });
    await api.get("/v4.0/echo");
    expect(authCalls).toBe(1);
    await api.get("/v4.0/echo");
    expect(authCalls).toBe(2);
    expect(tokens.kept).toBeDefined();
  });

  it("on a 401 fetches a new token and retries exactly once", async () => {
    clock = Date.now();
    const { api } = client();
    unauthorizedLeft = 1;
    const answer = await api.post<{ ok: boolean }>("/v4.0/echo", { a: 1 });
    expect(answer).toMatchObject({ ok: true });
    expect(seen.map((s) => s.method)).toEqual(["POST", "POST"]);
    expect(seen.map((s) => s.body)).toEqual(['{"a":1}', '{"a":1}']);
    expect(authCalls).toBe(2);
  });

  it("gives up after the one retry with a call-api error", async () => {
    clock = Date.now();
    const { api } = client();
    unauthorizedLeft = 5;
    const error = await api.get("/v4.0/echo").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallApiError);
    expect((error as CallApiError).status).toBe(401);
    expect(seen).toHaveLength(2);
    expect(authCalls).toBe(2);
  });

  it("raises a call-api error with status text, path, response and parsed body, and logs it", async () => {
    clock = Date.now();
    const { api } = client();
    logged.length = 0;
    const error = (await api.get("/v4.0/fail/unprocessable").catch((e: unknown) => e)) as CallApiError;
    expect(error).toBeInstanceOf(CallApiError);
    expect(error.statusText).toBe("Unprocessable Entity");
    expect(error.path).toBe("/v4.0/fail/unprocessable");
    expect(error.response.status).toBe(422);
    expect(error.body).toEqual({ field: "bad" });
    expect(logged).toEqual([
      { message: "call api error", context: { path: "/v4.0/fail/unprocessable", status: 422, statusText: "Unprocessable Entity", body: { field: "bad" } } },
    ]);
    const empty = (await api.get("/v4.0/fail/empty").catch((e: unknown) => e)) as CallApiError;
    expect(empty.body).toEqual({});
    expect(empty.statusText).toBe("Internal Server Error");
  });

  it("parses JSON or answers null", async () => {
    const { api } = client();
    expect(await api.get("/v4.0/text")).toBeNull();
  });

  it("sends JSON bodies with PUT, PATCH and DELETE", async () => {
    const { api } = client();
    await api.put("/v4.0/echo/a", { x: 1 });
    await api.patch("/v4.0/echo/a", { y: 2 });
    await api.delete("/v4.0/echo/a");
    expect(seen.map((s) => [s.method, s.body, s.headers["content-type"]])).toEqual([
      ["PUT", '{"x":1}', "application/json"],
      ["PATCH", '{"y":2}', "application/json"],
      ["DELETE", "", undefined],
    ]);
  });

  it("forwards the visitor's address and host when running on the server", async () => {
    const { api } = client({ server: { forwardedFor: "203.0.113.7", originHost: "shop.example" } });
    await api.get("/v4.0/echo");
    expect(seen[0]!.headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(seen[0]!.headers["x-forwarded-host"]).toBe("shop.example");
  });

  it("sends no bearer to absolute URLs outside the API", async () => {
    const { api } = client({ baseUrl: `${server.url}/v4.0` });
    const answer = await api.get(`${server.url}/elsewhere`);
    expect(answer).toEqual({ ext: true });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers["x-next-intl-locale"]).toBeUndefined();
    expect(authCalls).toBe(0);
  });

  it("treats absolute URLs on the API host as API calls", async () => {
    const { api } = client();
    await api.get(`${server.url}/v4.0/echo`);
    expect(seen[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it("shares one token fetch between concurrent calls", async () => {
    const { api } = client();
    await Promise.all([api.get("/v4.0/echo"), api.get("/v4.0/echo"), api.get("/v4.0/echo")]);
    expect(authCalls).toBe(1);
  });

  it("fails with a fetch-timeout error when the API is too slow", async () => {
    const { api } = client({ timeoutMs: 100 });
    await api.tokens.getToken();
    slowMs = 1000;
    const error = await api.get("/v4.0/echo").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchTimeoutError);
    expect((error as FetchTimeoutError).kind).toBe("fetch-timeout");
  });

  it("raises a call-api error when the credential is refused", async () => {
    const { api } = client({ siteCredential: "wrong" });
    const error = (await api.get("/v4.0/echo").catch((e: unknown) => e)) as CallApiError;
    expect(error).toBeInstanceOf(CallApiError);
    expect(error.path).toBe("/v4.0/site/auth");
    expect(error.status).toBe(401);
    expect(error.body).toMatchObject({ error: { code: "invalid_credential" } });
  });
  it("in the browser no script can read the token: the server sets it HttpOnly and a reload uses the cookie", async () => {
    clock = Date.now();
    const browserFetch = browserLikeFetch();
    const firstPage = client({ fetch: browserFetch, cookieCarriesToken: true });
    expect(await firstPage.api.get("/v4.0/echo")).toMatchObject({ ok: true });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen.map((s) => s.headers.authorization?.startsWith("Bearer "))).toEqual([undefined, true]);
    expect(authCalls).toBe(1);
    const tokenCookie = browserFetch.setCookies.find((line) => line.startsWith("token="))!;
    expect(tokenCookie).toMatch(/; HttpOnly/i);
    expect(tokenCookie).toMatch(/; SameSite=lax/i);
    expect(tokenCookie).toMatch(/; Path=\//);

    seen.length = 0;
    const afterReload = client({ fetch: browserFetch, cookieCarriesToken: true });
    expect(await afterReload.api.get("/v4.0/echo")).toMatchObject({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers.cookie).toContain("token=");
    expect(authCalls).toBe(1);
  });

  it("in the browser a refused cookie still leads to one refresh and one retry with the bearer", async () => {
    clock = Date.now();
    const browserFetch = browserLikeFetch();
    browserFetch.jar.set("token", "forged.token.value");
    const { api } = client({ fetch: browserFetch, cookieCarriesToken: true });
    expect(await api.post("/v4.0/echo", { a: 1 })).toMatchObject({ ok: true });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.authorization).toMatch(/^Bearer /);
    expect(authCalls).toBe(1);
  });
});
