import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicEnv } from "@/env";
import { captureFirstTouchFromRequest } from "@/features/attribution/server/capture-first-touch";
import { isSealedVisitorId, sealVisitorId, visitorSealCookie } from "@/features/attribution/server/visitor-seal";
import type { DatabaseHandle } from "@/server/db/create-database";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import { developmentSiteTokenSecret } from "@/server/secrets/known-development-values";
/* eslint-disable no-restricted-imports -- the test serves the route handlers over real HTTP */
import { POST as siteAuth } from "@/app/v4.0/site/auth/route";
import { POST as utm } from "@/app/v4.0/utm/[userUuid]/[[...event]]/route";
/* eslint-enable no-restricted-imports */
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

/**
 * A site token names only a visitor id the server issued to this very browser: the id's HttpOnly
 * seal must come with it. Sending somebody else's id as the `proxy_user_id` cookie gets a token
 * for a new random id, which cannot report for that visitor.
 */
describe("site tokens are bound to the visitor id the server issued", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  beforeAll(async () => {
    handle = await openAppDatabase();
    server = await serveRoutes([
      { path: "/v4.0/site/auth", handlers: { POST: siteAuth } },
      { path: "/v4.0/utm/[userUuid]/[[...event]]", handlers: { POST: utm } },
    ]);
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  /** A first page visit, as the proxy handles it: the new id and the cookies it sets. */
  function firstVisit(): { id: string; cookie: string } {
    const touch = captureFirstTouchFromRequest(new Request("https://platewise.example/"), Date.now());
    const cookies = new Map(touch.setCookies.map((c) => [c.name, c.value]));
    expect(cookies.get("proxy_user_id")).toBe(touch.proxyUserId);
    return { id: touch.proxyUserId, cookie: `proxy_user_id=${touch.proxyUserId}; ${visitorSealCookie}=${cookies.get(visitorSealCookie)}` };
  }
  async function tokenFor(cookie: string): Promise<{ token: string; uuid: string }> {
    const response = await fetch(`${server.url}/v4.0/site/auth`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ token: publicEnv.siteCredential }),
    });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    return { token, uuid: String(decodeJwt(token).uuid) };
  }
  const report = (userUuid: string, token: string) =>
    fetch(`${server.url}/v4.0/utm/${userUuid}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ utmSource: "attacker" }),
    });

  it("a visitor with the id and seal the server set gets a token for that id, and reports for it", async () => {
    const visitor = firstVisit();
    const { token, uuid } = await tokenFor(visitor.cookie);
    expect(uuid).toBe(visitor.id);
    expect((await report(visitor.id, token)).status).toBe(201);
  });

  it("the seal is set HttpOnly beside the id, for as long as the id lives", () => {
    const touch = captureFirstTouchFromRequest(new Request("https://platewise.example/"), Date.now());
    const seal = touch.setCookies.find((c) => c.name === visitorSealCookie)!;
    const id = touch.setCookies.find((c) => c.name === "proxy_user_id")!;
    expect(seal.maxAge).toBe(id.maxAge);
    // A returning visitor keeps both and is sent neither again.
    const again = captureFirstTouchFromRequest(new Request("https://platewise.example/", { headers: { cookie: `proxy_user_id=${id.value}; ${visitorSealCookie}=${seal.value}` } }), Date.now());
    expect(again.setCookies).toEqual([]);
  });

  it("a forged proxy_user_id cookie (another visitor's id, no seal) gets no token for that id", async () => {
    const victim = firstVisit();
    const { token, uuid } = await tokenFor(`proxy_user_id=${victim.id}`);
    expect(uuid).not.toBe(victim.id);
    const response = await report(victim.id, token);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("token_user_mismatch");
  });

  it("refuses the victim's id with the attacker's own seal, a made-up seal, or a seal under another key", async () => {
    const victim = firstVisit();
    const attacker = firstVisit();
    const attackerSeal = /proxy_user_seal=([^;]+)/.exec(attacker.cookie)![1]!;
    const forgedSeals = [
      attackerSeal,
      "A".repeat(43),
      sealVisitorId(victim.id, [{ kid: "dev", secret: developmentSiteTokenSecret }]),
      sealVisitorId(victim.id, [{ kid: "other", secret: "an attacker's own key of at least thirty-two characters" }]),
      "",
    ];
    for (const seal of forgedSeals) {
      const { uuid } = await tokenFor(`proxy_user_id=${victim.id}; ${visitorSealCookie}=${seal}`);
      expect(uuid, seal).not.toBe(victim.id);
    }
    // A made-up id, even well-formed, is never taken either.
    const madeUp = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";
    expect((await tokenFor(`proxy_user_id=${madeUp}`)).uuid).not.toBe(madeUp);
  });

  it("a seal made under a key still in the ring (not the first) keeps working after a rotation", () => {
    const visitor = firstVisit();
    const ring = getServerSecrets().siteTokenKeys;
    const rotated = [{ kid: "newer", secret: "a newer site-token key of at least thirty-two characters" }, ...ring] as const;
    const seal = sealVisitorId(visitor.id, ring);
    expect(sealVisitorId(visitor.id, rotated)).not.toBe(seal);
    expect(isSealedVisitorId(visitor.id, seal, rotated)).toBe(true);
    expect(isSealedVisitorId(visitor.id, seal, [rotated[0]])).toBe(false);
  });
});
