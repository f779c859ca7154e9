import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest, NextResponse } from "next/server";
import { applyCountryCookies, resolveRequestCountry } from "@/features/country/server/country-step";
import { applyFirstTouchCookies, captureRequestFirstTouch } from "@/server/proxy/attribution-step";
import { applyAssignmentCookies, assignRequest } from "@/server/proxy/experiment-step";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import { POST as siteAuth } from "@/app/v4.0/site/auth/route";
import { publicEnv } from "@/env";
import { cookieRow } from "@/features/consent/domain/cookie-table";
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

/*
 * The cookies the proxy writes on a page request, read from the Set-Cookie headers of a real
 * HTTP answer: what a visitor from each country stores before and after a consent choice,
 * the attributes of every cookie, and a link that tries to hand over someone's visitor id.
 * The proxy's cookie steps run as src/proxy.ts runs them (the locale routing after them sets
 * no cookie).
 */
async function proxyCookieSteps(request: NextRequest): Promise<Response> {
  const country = resolveRequestCountry(request);
  const touch = captureRequestFirstTouch(request, Date.now());
  const cookies = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  for (const c of touch.setCookies) cookies[c.name] = c.value;
  const outcome = await assignRequest(request, { id: touch.proxyUserId, cookies, isCrawler: touch.isCrawler });
  const response = NextResponse.next();
  applyCountryCookies(response, country);
  applyFirstTouchCookies(response, touch);
  applyAssignmentCookies(response, outcome);
  return new Response("page", { headers: response.headers });
}

const landing = "/?fbclid=abc&gclid=xyz&utm_source=fb&utm_campaign=c1";
const clickIdCookies = ["fbclid", "custom_fbc", "gclid"];
const victim = "9d4f0c85-7a81-4fa2-9e5f-0a1b2c3d4e5f";
const own = "11111111-2222-4333-8444-555555555555";

let handle: DatabaseHandle;
let server: ServedRoutes;
beforeAll(async () => {
  handle = await openAppDatabase();
  server = await serveRoutes([
    { path: "/v4.0/site/auth", handlers: { POST: siteAuth } },
    { path: "/", handlers: { GET: (request) => proxyCookieSteps(new NextRequest(request)) } },
  ]);
});
afterAll(async () => {
  await server.close();
  await handle.close();
});

type SetCookie = { name: string; value: string; attributes: string[] };

async function visit(path: string, headers: Record<string, string> = {}): Promise<Map<string, SetCookie>> {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
  const cookies = new Map<string, SetCookie>();
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(/;\s*/);
    const at = pair!.indexOf("=");
    cookies.set(pair!.slice(0, at), { name: pair!.slice(0, at), value: decodeURIComponent(pair!.slice(at + 1)), attributes: attributes.map((a) => a.toLowerCase()) });
  }
  return cookies;
}

const isDeletion = (c: SetCookie) => c.value === "" || c.attributes.some((a) => a === "max-age=0" || a.includes("1970"));
const stored = (cookies: Map<string, SetCookie>) => [...cookies.values()].filter((c) => !isDeletion(c)).map((c) => c.name);
const consentCookie = (categories: string[]) => `cc_cookie=${encodeURIComponent(JSON.stringify({ categories, revision: 1 }))}`;

describe("the proxy's cookies and the visitor's consent", () => {
  it("DE before a choice: no click id and no campaign value is stored", async () => {
    const cookies = await visit(landing, { cookie: "countryCode=DE" });
    expect(stored(cookies)).toContain("proxy_user_id");
    for (const name of [...clickIdCookies, "utm_source", "utm_campaign"]) expect(stored(cookies)).not.toContain(name);
  });

  it("DE after accepting everything: the click ids and campaign are stored", async () => {
    const cookies = await visit(landing, { cookie: `countryCode=DE; ${consentCookie(["necessary", "performance", "targeting"])}` });
    expect(stored(cookies)).toEqual(expect.arrayContaining([...clickIdCookies, "utm_source", "utm_campaign"]));
  });

  it("US: stored at once; with Sec-GPC: 1 no click id is stored and a stored one is deleted", async () => {
    expect(stored(await visit(landing, { cookie: "countryCode=US" }))).toEqual(expect.arrayContaining(clickIdCookies));
    const gpc = await visit(landing, { cookie: "countryCode=US; fbclid=old", "sec-gpc": "1" });
    for (const name of clickIdCookies) expect(stored(gpc)).not.toContain(name);
    expect(isDeletion(gpc.get("fbclid")!)).toBe(true);
    expect(stored(gpc)).toEqual(expect.arrayContaining(["utm_source", "utm_campaign"]));
  });

  it("JP: stored at once", async () => {
    expect(stored(await visit(landing, { cookie: "countryCode=JP" }))).toEqual(expect.arrayContaining(clickIdCookies));
  });
});

describe("cookie attributes", () => {
  it("gives every cookie SameSite and the table's HttpOnly, and Secure only over https", async () => {
    const plain = await visit(landing, { cookie: "countryCode=US" });
    const secure = await visit(landing, { cookie: "countryCode=US", "x-forwarded-proto": "https" });
    for (const [cookies, https] of [[plain, false], [secure, true]] as const) {
      expect(cookies.size).toBeGreaterThan(5);
      for (const cookie of cookies.values()) {
        expect(cookie.attributes, cookie.name).toContain("samesite=lax");
        expect(cookie.attributes.includes("secure"), cookie.name).toBe(https);
        expect(cookie.attributes.includes("httponly"), cookie.name).toBe(cookieRow(cookie.name)!.httpOnly);
      }
    }
  });

  it("writes the site token HttpOnly, as the table says, so page scripts cannot read it", async () => {
    const response = await fetch(`${server.url}/v4.0/site/auth`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
      body: JSON.stringify({ token: publicEnv.siteCredential }),
    });
    const token = response.headers.getSetCookie().find((line) => line.startsWith("token="));
    expect(cookieRow("token")?.httpOnly).toBe(true);
    expect(token?.toLowerCase()).toMatch(/httponly/);
    expect(token?.toLowerCase()).toMatch(/samesite=lax/);
    expect(token?.toLowerCase()).toMatch(/secure/);
  });
});

describe("a link carrying someone else's visitor id", () => {
  it("never replaces the visitor's own id; the link's id is kept as attribution only", async () => {
    const newcomer = await visit(`/?proxy_user_id=${victim}`, { cookie: "countryCode=US" });
    expect(newcomer.get("proxy_user_id")?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(newcomer.get("proxy_user_id")?.value).not.toBe(victim);
    expect(newcomer.get("link_proxy_user_id")?.value).toBe(victim);

    const returning = await visit(`/?proxy_user_id=${victim}`, { cookie: `countryCode=US; proxy_user_id=${own}` });
    expect(returning.has("proxy_user_id")).toBe(false);
    expect(returning.get("link_proxy_user_id")?.value).toBe(victim);
  });
});
