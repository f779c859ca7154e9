import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/server/db/create-database";
import { attributionRecords } from "@/server/db/schema/attribution";
import { signSiteToken } from "@/features/site-auth/server/sign-site-token";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import { POST } from "@/app/v4.0/utm/[userUuid]/[[...event]]/route";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import { POST as siteAuth } from "@/app/v4.0/site/auth/route";
import { publicEnv } from "@/env";
import { createApiClient } from "@/features/site-auth/api-client/call-api";
import { memoryTokenStore } from "@/features/site-auth/api-client/memory-token-store";
import { syncAttribution } from "@/features/attribution/client/sync-attribution";
import { captureFirstTouchFromRequest } from "@/features/attribution/server/capture-first-touch";
import { visitorSealCookie } from "@/features/attribution/server/visitor-seal";
import { sendUtmReport, storedAnalyticsUserProperties } from "@/features/attribution/client/send-utm-report";
import { openAppDatabase } from "../../helpers/app-db";
import { memoryBrowserContext } from "../../helpers/browser-stand-ins";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

const user = "5f0c8a52-3d4e-4b6f-9a1b-7c8d9e0f1a2b";
const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openAppDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("POST /v4.0/utm/{userUuid}/{event}", () => {
  let server: ServedRoutes;
  let token: string;
  beforeAll(async () => {
    server = await serveRoutes([{ path: "/v4.0/utm/[userUuid]/[[...event]]", handlers: { POST } }]);
    token = (await signSiteToken({ uuid: user, nowMs: Date.now() })).token;
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (path: string, body: unknown, bearer: string | null = token) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const rowsOf = (userUuid: string) =>
    handle.db.select().from(attributionRecords).where(eq(attributionRecords.userUuid, userUuid));

  const full = {
    adName: "Ad 7", asn: "AS1", campId: "123", campName: "Spring", locale: "de", placement: "feed",
    siteSource: "fb", utmCampaign: "c1", utmContent: "v2", utmMedium: "cpc", utmSource: "fb", utmTerm: "t_lde_x",
  };

  it("stores all 12 fields, with the event defaulting to purchase", async () => {
    const response = await post(`/v4.0/utm/${user}`, full);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; event: string };
    expect(body.event).toBe("purchase");
    const [row] = await rowsOf(user);
    expect(row).toMatchObject({ ...full, id: body.id, userUuid: user, event: "purchase", tokenUuid: user });
  });

  it("takes the event from the path and defaults the locale to en", async () => {
    const other = "6a1d9b63-4e5f-4c70-8b2c-8d9e0f1a2b3c";
    const otherToken = (await signSiteToken({ uuid: other, nowMs: Date.now() })).token;
    const response = await post(`/v4.0/utm/${other}/lead`, { utmSource: "google" }, otherToken);
    expect(response.status).toBe(201);
    const [row] = await rowsOf(other);
    expect(row).toMatchObject({ event: "lead", locale: "en", utmSource: "google", adName: null });
  });

  it("refuses a report for another visitor than the token names", async () => {
    const victim = "9d4f0c85-7a81-4fa2-9e5f-0a1b2c3d4e5f";
    expect((await post(`/v4.0/utm/${victim}`, full, token)).status).toBe(403);
    expect(await rowsOf(victim)).toEqual([]);
  });

  it("answers 401 without a valid token and stores nothing", async () => {
    const lonely = "7b2eac74-5f60-4d81-9c3d-9e0f1a2b3c4d";
    expect((await post(`/v4.0/utm/${lonely}`, full, null)).status).toBe(401);
    const bad = await post(`/v4.0/utm/${lonely}`, full, `${token}x`);
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: { code: "unauthorized", message: "A valid site token is required." } });
    const expired = (await signSiteToken({ uuid: visitor, nowMs: Date.now() - 120_000, ttlSeconds: 60 })).token;
    expect((await post(`/v4.0/utm/${lonely}`, full, expired)).status).toBe(401);
    expect(await rowsOf(lonely)).toEqual([]);
  });

  it("answers 400 with field errors for bad input", async () => {
    const response = await post(`/v4.0/utm/${user}`, { adName: 5, locale: "<x>", utmTerm: "y".repeat(301) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields).sort()).toEqual(["adName", "locale", "utmTerm"]);
  });

  it("answers 400 for a user that is not a UUID, a bad event or a body that is not JSON", async () => {
    const notUuid = await post(`/v4.0/utm/42`, full);
    expect(notUuid.status).toBe(400);
    expect(Object.keys(((await notUuid.json()) as { error: { fields: object } }).error.fields)).toEqual(["userUuid"]);
    expect((await post(`/v4.0/utm/${user}/a/b`, full)).status).toBe(400);
    expect((await post(`/v4.0/utm/${user}/bad%20event`, full)).status).toBe(400);
    expect((await post(`/v4.0/utm/${user}`, "{nope")).status).toBe(400);
  });
});

describe("sendUtmReport through the API client", () => {
  let server: ServedRoutes;
  beforeAll(async () => {
    server = await serveRoutes([
      { path: "/v4.0/utm/[userUuid]/[[...event]]", handlers: { POST } },
      { path: "/v4.0/site/auth", handlers: { POST: siteAuth } },
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends the stored campaign of the visitor, fetching a token first", async () => {
    // The page request: the server mints the visitor id and sets its HttpOnly seal beside it.
    const landing = "https://site.example/?utm_source=fb&utm_campaign=c9&utm_term=a_lfr_b&placement=feed&ad_name=Ad%201";
    const served = captureFirstTouchFromRequest(new Request(landing), Date.now());
    const seal = served.setCookies.find((c) => c.name === visitorSealCookie)!.value;
    const { ctx } = memoryBrowserContext(landing, { cookies: { proxy_user_id: served.proxyUserId } });
    syncAttribution(ctx);
    const buyer = ctx.cookies.get("proxy_user_id")!;
    expect(buyer).toBe(served.proxyUserId);
    // The browser sends its cookies with every call; the token names this visitor.
    const withCookie = (init?: RequestInit): RequestInit => {
      const headers = new Headers(init?.headers);
      headers.set("cookie", `proxy_user_id=${buyer}; ${visitorSealCookie}=${seal}`);
      return { ...init, headers };
    };
    const api = createApiClient({
      fetch: (input, init) => fetch(input, withCookie(init)),
      tokens: memoryTokenStore(Date.now),
      baseUrl: server.url,
      siteCredential: publicEnv.siteCredential,
      now: Date.now,
    });
    const answer = await sendUtmReport(api, buyer, storedAnalyticsUserProperties(ctx));
    expect(answer).toMatchObject({ userUuid: buyer, event: "purchase" });
    const [row] = await handle.db.select().from(attributionRecords).where(eq(attributionRecords.userUuid, buyer));
    expect(row).toMatchObject({ utmSource: "fb", utmCampaign: "c9", utmTerm: "a_lfr_b", locale: "fr", placement: "feed", adName: "Ad 1" });
    await sendUtmReport(api, buyer, storedAnalyticsUserProperties(ctx), "upsell");
    const rows = await handle.db.select().from(attributionRecords).where(eq(attributionRecords.userUuid, buyer));
    expect(rows.map((r) => r.event).sort()).toEqual(["purchase", "upsell"]);
  });
});
