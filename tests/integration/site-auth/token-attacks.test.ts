import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SignJWT } from "jose";
import { resetEnvCache } from "@/env";
import type { DatabaseHandle } from "@/server/db/create-database";
import { signSiteToken } from "@/features/site-auth/server/sign-site-token";
import { getServerSecrets, resetServerSecretsCache } from "@/server/secrets/server-secrets";
import { developmentSiteTokenSecret } from "@/server/secrets/known-development-values";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import { POST as utm } from "@/app/v4.0/utm/[userUuid]/[[...event]]/route";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

const visitorA = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";
const visitorB = "5d2f9e10-3c4b-4e6a-8f7d-1a2b3c4d5e6f";
const strong = (fill: string) => fill.repeat(40);
const nowS = () => Math.floor(Date.now() / 1000);

/** A token as an attacker would make it: any key, kid, audience and claims they like. */
function forge(secret: string, options: { kid?: string; audience?: string; uuid?: string; exp?: number } = {}) {
  return new SignJWT({ uuid: options.uuid ?? visitorA })
    .setProtectedHeader({ alg: "HS256", ...(options.kid ? { kid: options.kid } : {}) })
    .setIssuer("platewise")
    .setAudience(options.audience ?? "platewise-site-token")
    .setIssuedAt()
    .setExpirationTime(options.exp ?? nowS() + 3600)
    .sign(new TextEncoder().encode(secret));
}

function useSiteTokenKeys(value: string) {
  vi.stubEnv("SITE_TOKEN_KEYS", value);
  resetEnvCache();
  resetServerSecretsCache();
}

describe("site tokens on POST /v4.0/utm/{userUuid}: forged, misused and rotated", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  beforeAll(async () => {
    handle = await openAppDatabase();
    server = await serveRoutes([{ path: "/v4.0/utm/[userUuid]/[[...event]]", handlers: { POST: utm } }]);
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
    resetServerSecretsCache();
  });

  const report = (userUuid: string, auth: { bearer?: string; cookie?: string }) =>
    fetch(`${server.url}/v4.0/utm/${userUuid}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(auth.bearer ? { Authorization: `Bearer ${auth.bearer}` } : {}),
        ...(auth.cookie ? { Cookie: `token=${auth.cookie}` } : {}),
      },
      body: JSON.stringify({ utmSource: "fb" }),
    });
  const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
  const ownToken = async (uuid = visitorA) => (await signSiteToken({ uuid, nowMs: Date.now() })).token;

  it("accepts the visitor's own token, as a bearer or as the HttpOnly cookie", async () => {
    const token = await ownToken();
    expect((await report(visitorA, { bearer: token })).status).toBe(201);
    expect((await report(visitorA, { cookie: token })).status).toBe(201);
  });

  it("refuses visitor A's token reporting for visitor B (403 token_user_mismatch)", async () => {
    const response = await report(visitorB, { bearer: await ownToken(visitorA) });
    expect(response.status).toBe(403);
    expect(await codeOf(response)).toBe("token_user_mismatch");
  });

  it("refuses a request without any token (401), before saying anything about its payload", async () => {
    const response = await report(visitorA, {});
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe("unauthorized");
    const badPayload = await fetch(`${server.url}/v4.0/utm/${visitorA}`, { method: "POST", body: JSON.stringify({ utmSource: 7 }) });
    expect(badPayload.status).toBe(401);
  });

  it("refuses tokens forged with the published development secret, with or without a kid", async () => {
    expect((await report(visitorA, { bearer: await forge(developmentSiteTokenSecret) })).status).toBe(401);
    expect((await report(visitorA, { bearer: await forge(developmentSiteTokenSecret, { kid: "default" }) })).status).toBe(401);
  });

  it("refuses a token signed with a session key, and a real session used as a site token", async () => {
    const [sessionKey] = getServerSecrets().sessionKeys;
    const withSessionKey = await forge(sessionKey.secret, { kid: sessionKey.kid });
    expect((await report(visitorA, { bearer: withSessionKey })).status).toBe(401);
  });

  it("refuses a token with the right key but another audience, an unknown kid, or alg none", async () => {
    const [siteKey] = getServerSecrets().siteTokenKeys;
    expect((await report(visitorA, { bearer: await forge(siteKey.secret, { kid: siteKey.kid, audience: "platewise-session" }) })).status).toBe(401);
    expect((await report(visitorA, { bearer: await forge(strong("x"), { kid: "attacker" }) })).status).toBe(401);
    const [, payload] = (await ownToken()).split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none", kid: siteKey.kid })).toString("base64url")}.${payload}.`;
    expect((await report(visitorA, { bearer: none })).status).toBe(401);
  });

  it("refuses a token whose payload was changed to name another visitor", async () => {
    const [header, , signature] = (await ownToken(visitorA)).split(".");
    const payload = Buffer.from(JSON.stringify({ uuid: visitorB, exp: nowS() + 3600, iss: "platewise", aud: "platewise-site-token" })).toString("base64url");
    expect((await report(visitorB, { bearer: `${header}.${payload}.${signature}` })).status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const expired = (await signSiteToken({ uuid: visitorA, nowMs: Date.now() - 120_000, ttlSeconds: 60 })).token;
    expect((await report(visitorA, { bearer: expired })).status).toBe(401);
  });

  it("keeps old tokens valid while their key is still in the ring, and refuses them once it is removed", async () => {
    useSiteTokenKeys(`old:${strong("o")}`);
    const oldToken = await ownToken();
    useSiteTokenKeys(`new:${strong("n")},old:${strong("o")}`);
    expect((await report(visitorA, { bearer: oldToken })).status).toBe(201);
    const newToken = await ownToken();
    expect(JSON.parse(Buffer.from(newToken.split(".")[0]!, "base64url").toString())).toMatchObject({ kid: "new" });
    useSiteTokenKeys(`new:${strong("n")}`);
    expect((await report(visitorA, { bearer: oldToken })).status).toBe(401);
    expect((await report(visitorA, { bearer: newToken })).status).toBe(201);
  });
});
