import { describe, expect, it } from "vitest";
import { attributionParams, clickIdParams } from "@/features/attribution/domain/attribution-params";
import { resolveFirstTouch, type FirstTouchInput } from "@/features/attribution/domain/resolve-first-touch";
import { captureFirstTouch } from "@/features/attribution/server/capture-first-touch";
import { sealVisitorId } from "@/features/attribution/server/visitor-seal";

const year = 365 * 24 * 60 * 60;
const now = Date.UTC(2025, 0, 15, 12, 0, 0);
const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";

function run(query: string, cookies: Record<string, string> = {}, extra: Partial<FirstTouchInput> = {}) {
  return resolveFirstTouch({
    query: new URLSearchParams(query),
    cookies,
    userAgent: "Mozilla/5.0",
    nowMs: now,
    newVisitorId: () => visitor,
    ...extra,
  });
}

const cookieMap = (r: ReturnType<typeof run>) => Object.fromEntries(r.setCookies.map((c) => [c.name, c.value]));

describe("attribution parameters", () => {
  it("lists the 35 parameters of the spec plus the link's visitor id, click ids included", () => {
    expect(attributionParams).toHaveLength(36);
    expect(new Set(attributionParams).size).toBe(36);
    expect(attributionParams).toContain("link_proxy_user_id");
    for (const id of clickIdParams) expect(attributionParams).toContain(id);
    expect(clickIdParams).toHaveLength(12);
  });
});

describe("resolveFirstTouch", () => {
  it("creates a proxy_user_id cookie for 365 days when missing", () => {
    const result = run("");
    expect(result.proxyUserId).toBe(visitor);
    expect(result.setCookies).toEqual([{ name: "proxy_user_id", value: visitor, maxAge: year, path: "/" }]);
  });

  it("keeps an existing proxy_user_id and sets nothing on a plain repeat visit", () => {
    const other = "11111111-2222-4333-8444-555555555555";
    const result = run("", { proxy_user_id: other, utm_source: "fb" });
    expect(result.proxyUserId).toBe(other);
    expect(result.setCookies).toEqual([]);
    expect(result.deleteCookies).toEqual([]);
    expect(result.attribution.utm_source).toBe("fb");
  });

  it("replaces a malformed proxy_user_id cookie with a fresh id", () => {
    expect(run("", { proxy_user_id: "nope" }).proxyUserId).toBe(visitor);
  });

  it("never lets a link replace the visitor's id: another person's id is kept as link_proxy_user_id", () => {
    const someoneElse = "AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE";
    const own = "11111111-2222-4333-8444-555555555555";
    const returning = run(`proxy_user_id=${someoneElse}`, { proxy_user_id: own });
    expect(returning.proxyUserId).toBe(own);
    expect(cookieMap(returning).proxy_user_id).toBeUndefined();
    expect(cookieMap(returning).link_proxy_user_id).toBe(someoneElse.toLowerCase());

    const newcomer = run(`proxy_user_id=${someoneElse}`);
    expect(newcomer.proxyUserId).toBe(visitor);
    expect(cookieMap(newcomer)).toMatchObject({ proxy_user_id: visitor, link_proxy_user_id: someoneElse.toLowerCase() });
  });

  it("records no link visitor id that fails the UUID check, nor one given under its own name", () => {
    const result = run("proxy_user_id=<script>&link_proxy_user_id=11111111-2222-4333-8444-555555555555");
    expect(result.attribution.link_proxy_user_id).toBeUndefined();
    expect(cookieMap(result).link_proxy_user_id).toBeUndefined();
  });

  it("captures every parameter from the URL into 365-day cookies", () => {
    const query = new URLSearchParams();
    for (const name of attributionParams) if (!["proxy_user_id", "custom_fbc", "link_proxy_user_id"].includes(name)) query.set(name, `v-${name}`);
    const result = run(query.toString(), { proxy_user_id: visitor });
    expect(result.setCookies).toHaveLength(34);
    for (const cookie of result.setCookies) {
      expect(cookie.maxAge).toBe(year);
      expect(cookie.path).toBe("/");
    }
    expect(cookieMap(result).gclid).toBe("v-gclid");
    expect(cookieMap(result).custom_fbc).toBe(`fb.1.${now}.v-fbclid`);
  });

  it("prefers the URL over the cookie and falls back to the cookie", () => {
    const result = run("utm_source=fb&utm_medium=cpc", { proxy_user_id: visitor, utm_source: "fb", utm_medium: "old", gclid: "g1" });
    expect(result.attribution).toMatchObject({ utm_source: "fb", utm_medium: "cpc", gclid: "g1" });
    expect(result.setCookies.map((c) => c.name)).toEqual(["utm_medium"]);
  });

  it("derives custom_fbc as fb.1.<ms>.<fbclid> and keeps it while the fbclid is the same", () => {
    const first = run("fbclid=abc", { proxy_user_id: visitor });
    expect(cookieMap(first).custom_fbc).toBe(`fb.1.${now}.abc`);
    const again = run("fbclid=abc", { proxy_user_id: visitor, fbclid: "abc", custom_fbc: `fb.1.123.abc` }, { nowMs: now + 5000 });
    expect(again.setCookies).toEqual([]);
    expect(again.attribution.custom_fbc).toBe("fb.1.123.abc");
    const changed = run("fbclid=xyz", { proxy_user_id: visitor, fbclid: "abc", custom_fbc: `fb.1.123.abc` });
    expect(cookieMap(changed).custom_fbc).toBe(`fb.1.${now}.xyz`);
  });

  it("ignores a custom_fbc given in the URL", () => {
    expect(run("custom_fbc=forged", { proxy_user_id: visitor }).attribution.custom_fbc).toBeUndefined();
  });

  it("clears and re-reads every attribution cookie when utm_source differs", () => {
    const stored = { proxy_user_id: visitor, utm_source: "fb", utm_campaign: "c1", fbclid: "abc", custom_fbc: "fb.1.1.abc", gclid: "g" };
    const result = run("utm_source=google&utm_campaign=c1&gclid=g2", stored);
    expect(result.campaignChanged).toBe(true);
    expect(result.attribution).toEqual({ utm_source: "google", utm_campaign: "c1", gclid: "g2", proxy_user_id: visitor });
    expect(result.deleteCookies.sort()).toEqual(["custom_fbc", "fbclid"]);
    expect(cookieMap(result)).toEqual({ utm_source: "google", gclid: "g2" });
  });

  it("clears when only utm_campaign differs, and when the URL brings a campaign the cookies lack", () => {
    const stored = { proxy_user_id: visitor, utm_source: "fb", utm_campaign: "c1", fbclid: "abc" };
    const result = run("utm_campaign=c2", stored);
    expect(result.campaignChanged).toBe(true);
    expect(result.deleteCookies.sort()).toEqual(["fbclid", "utm_source"]);
    const noCampaignCookie = run("utm_campaign=c2", { proxy_user_id: visitor, utm_source: "fb" });
    expect(noCampaignCookie.deleteCookies).toEqual(["utm_source"]);
  });

  it("does not clear when the URL repeats the stored campaign or has none", () => {
    const stored = { proxy_user_id: visitor, utm_source: "fb", utm_campaign: "c1", fbclid: "abc" };
    expect(run("utm_source=fb&utm_campaign=c1", stored).campaignChanged).toBe(false);
    expect(run("utm_medium=x", stored).deleteCookies).toEqual([]);
    expect(run("", stored).attribution.fbclid).toBe("abc");
  });

  it("never deletes the visitor id", () => {
    const result = run("utm_source=new", { proxy_user_id: visitor, utm_source: "old" });
    expect(result.deleteCookies).not.toContain("proxy_user_id");
    expect(result.proxyUserId).toBe(visitor);
  });

  it("cleans values: trims, drops control characters, drops (never cuts) long ones and ignores empty ones", () => {
    const long = "x".repeat(201);
    const result = run(`utm_source=%20fb%0A%20&utm_term=${long}&utm_content=${"y".repeat(200)}&utm_medium=`, { proxy_user_id: visitor });
    expect(result.attribution.utm_source).toBe("fb");
    expect(result.attribution.utm_term).toBeUndefined();
    expect(result.attribution.utm_content).toHaveLength(200);
    expect(result.attribution.utm_medium).toBeUndefined();
  });

  it("deletes a stored value that is too long instead of keeping it", () => {
    const result = run("", { proxy_user_id: visitor, utm_term: "z".repeat(500) });
    expect(result.deleteCookies).toEqual(["utm_term"]);
  });

  it("flags crawlers by bot, crawl or spider in any case", () => {
    expect(run("", {}, { userAgent: "Googlebot/2.1" }).isCrawler).toBe(true);
    expect(run("", {}, { userAgent: "SomeCRAWLer" }).isCrawler).toBe(true);
    expect(run("", {}, { userAgent: "Baiduspider" }).isCrawler).toBe(true);
    expect(run("", {}, { userAgent: "Mozilla/5.0 (iPhone)" }).isCrawler).toBe(false);
    expect(run("", {}, { userAgent: null }).isCrawler).toBe(false);
  });
});

describe("captureFirstTouch", () => {
  it("makes a random UUID visitor id with its seal and reads the URL", () => {
    const result = captureFirstTouch({
      url: new URL("https://example.com/?utm_source=fb&utm_campaign=c1&fbclid=abc"),
      cookies: {},
      userAgent: null,
      now,
    });
    expect(result.proxyUserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.fromEntries(result.setCookies.map((c) => [c.name, c.value]))).toEqual({
      utm_source: "fb",
      utm_campaign: "c1",
      fbclid: "abc",
      custom_fbc: `fb.1.${now}.abc`,
      proxy_user_id: result.proxyUserId,
      proxy_user_seal: sealVisitorId(result.proxyUserId),
    });
  });

  it("sets no seal for a visitor id the cookie already holds", () => {
    const result = captureFirstTouch({ url: new URL("https://example.com/"), cookies: { proxy_user_id: "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a" }, userAgent: null, now });
    expect(result.setCookies).toEqual([]);
  });
});
