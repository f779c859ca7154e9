import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { publicEnv } from "@/env";
import type { DatabaseHandle } from "@/server/db/create-database";
import { sealVisitorId, visitorSealCookie } from "@/features/attribution/server/visitor-seal";
import { verifySiteToken } from "@/features/site-auth/server/verify-site-token";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import { POST } from "@/app/v4.0/site/auth/route";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

describe("POST /v4.0/site/auth", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  beforeAll(async () => {
    handle = await openAppDatabase();
    server = await serveRoutes([{ path: "/v4.0/site/auth", handlers: { POST } }]);
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/v4.0/site/auth`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("answers a signed token with exp and uuid, and expiresAt in epoch seconds", async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await post({ token: publicEnv.siteCredential });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { token: string; expiresAt: number };
    const claims = decodeJwt(body.token);
    expect(claims.exp).toBe(body.expiresAt);
    expect(body.expiresAt - before).toBeGreaterThanOrEqual(86_400);
    expect(body.expiresAt - before).toBeLessThanOrEqual(86_401);
    expect(claims.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await verifySiteToken(body.token)).toEqual({ uuid: claims.uuid, exp: body.expiresAt });
  });

  it("sets the token as an HttpOnly, SameSite=Lax cookie for two thirds of its lifetime, Secure only over https", async () => {
    const plain = await post({ token: publicEnv.siteCredential });
    const { token } = (await plain.json()) as { token: string };
    const [cookie] = plain.headers.getSetCookie();
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(/;\s*/);
    expect(attributes[0]).toBe(`token=${token}`);
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", expect.stringMatching(/^SameSite=lax$/i)]));
    const maxAge = Number(attributes.find((a) => a.startsWith("Max-Age="))!.slice("Max-Age=".length));
    expect(maxAge).toBeGreaterThanOrEqual(Math.floor((86_400 * 2) / 3) - 1);
    expect(maxAge).toBeLessThanOrEqual(Math.floor((86_400 * 2) / 3));
    expect(attributes).not.toContain("Secure");
    const forgedFact = await post({ token: publicEnv.siteCredential }, { "x-pw-secure": "1" });
    expect(forgedFact.headers.getSetCookie()[0]!.split(/;\s*/)).not.toContain("Secure");

    // Over https as the trusted proxy in front of the app reports it.
    const secure = await post({ token: publicEnv.siteCredential }, { "X-Forwarded-Proto": "https" });
    expect(secure.headers.getSetCookie()[0]!.split(/;\s*/)).toContain("Secure");
  });

  it("refuses an oversized body before reading a credential from it (413)", async () => {
    const response = await post({ token: "x".repeat(4096) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });

  it("sets no cookie for a wrong credential", async () => {
    const response = await post({ token: "wrong" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("names the visitor in the token when the proxy_user_id cookie comes with the seal the server set", async () => {
    const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";
    const sealed = await post({ token: publicEnv.siteCredential }, { Cookie: `proxy_user_id=${visitor}; ${visitorSealCookie}=${sealVisitorId(visitor)}` });
    expect(decodeJwt(((await sealed.json()) as { token: string }).token).uuid).toBe(visitor);
    // Without the seal the id is not taken: the token names a new random id.
    const bare = await post({ token: publicEnv.siteCredential }, { Cookie: `proxy_user_id=${visitor}` });
    expect(decodeJwt(((await bare.json()) as { token: string }).token).uuid).not.toBe(visitor);
  });

  it("refuses a wrong credential with a 401 JSON error", async () => {
    const response = await post({ token: "wrong" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "invalid_credential", message: "The site credential is not valid." },
    });
  });

  it("answers 400 with field errors for a missing credential or a body that is not JSON", async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields)).toEqual(["token"]);
    expect((await post("{not json")).status).toBe(400);
  });

  it("refuses a token signed with another secret or expired", async () => {
    const forged = "eyJhbGciOiJIUzI1NiJ9.eyJ1dWlkIjoieCIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJl";
    expect(await verifySiteToken(forged)).toBeNull();
    const response = await post({ token: publicEnv.siteCredential });
    const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: number };
    expect(await verifySiteToken(token, expiresAt * 1000 + 1000)).toBeNull();
  });
});
