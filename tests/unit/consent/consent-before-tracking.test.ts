import { describe, expect, it } from "vitest";
import { attributionParams, clickIdParams } from "@/features/attribution/domain/attribution-params";
import { resolveFirstTouch } from "@/features/attribution/domain/resolve-first-touch";
import { allowedCookieWrites, withdrawnCookies } from "@/features/consent/domain/cookie-consent";
import { hasGlobalPrivacyControl, parseConsentCookie, visitorConsent } from "@/features/consent/domain/visitor-consent";

const now = Date.UTC(2026, 10, 1);
const landing = "fbclid=abc&gclid=xyz&utm_source=fb&utm_campaign=c1";
const ccCookie = (categories: string[], extra: object = {}) =>
  encodeURIComponent(JSON.stringify({ categories, revision: 1, expirationTime: now + 1000, ...extra }));

/** The cookies the server writes for this landing, for a visitor of `country`. */
function stored(country: string, options: { consentCookie?: string; gpc?: boolean } = {}) {
  const touch = resolveFirstTouch({
    query: new URLSearchParams(landing),
    cookies: {},
    userAgent: "Mozilla/5.0",
    nowMs: now,
    newVisitorId: () => "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a",
  });
  const consent = visitorConsent({ country, consentCookie: options.consentCookie, globalPrivacyControl: options.gpc ?? false, nowMs: now });
  return allowedCookieWrites(touch.setCookies, consent).map((c) => c.name);
}

const clickIds = ["fbclid", "custom_fbc", "gclid"];

describe("consent before tracking", () => {
  it("DE: before a choice only the visitor id is stored — no click id, no campaign value", () => {
    expect(stored("DE")).toEqual(["proxy_user_id"]);
  });

  it("DE: click ids are stored once targeting is granted, campaign values once performance is", () => {
    expect(stored("DE", { consentCookie: ccCookie(["necessary", "performance", "targeting"]) })).toEqual(
      expect.arrayContaining([...clickIds, "utm_source", "utm_campaign", "proxy_user_id"]),
    );
    const analyticsOnly = stored("DE", { consentCookie: ccCookie(["necessary", "performance"]) });
    expect(analyticsOnly).toEqual(expect.arrayContaining(["utm_source", "utm_campaign"]));
    for (const id of clickIds) expect(analyticsOnly).not.toContain(id);
  });

  it("DE: a refusal stores nothing but the visitor id", () => {
    expect(stored("DE", { consentCookie: ccCookie(["necessary"]) })).toEqual(["proxy_user_id"]);
  });

  it("US: everything is stored at once, except the click ids under Global Privacy Control", () => {
    expect(stored("US")).toEqual(expect.arrayContaining([...clickIds, "utm_source", "utm_campaign"]));
    const gpc = stored("US", { gpc: true });
    expect(gpc).toEqual(expect.arrayContaining(["utm_source", "utm_campaign", "proxy_user_id"]));
    for (const id of clickIds) expect(gpc).not.toContain(id);
  });

  it("US: an opt-out of sale and sharing saved in the consent cookie stores no click id", () => {
    const optedOut = stored("US", { consentCookie: ccCookie(["necessary", "performance", "functional"]) });
    for (const id of clickIds) expect(optedOut).not.toContain(id);
  });

  it("JP: stored at once (no banner there)", () => {
    expect(stored("JP")).toEqual(expect.arrayContaining([...clickIds, "utm_source", "utm_campaign"]));
  });

  it("deletes stored click ids the visitor's consent no longer covers", () => {
    const cookies = { proxy_user_id: "x", fbclid: "abc", utm_source: "fb" };
    const refused = visitorConsent({ country: "DE", consentCookie: ccCookie(["necessary", "performance"]), globalPrivacyControl: false, nowMs: now });
    expect(withdrawnCookies(cookies, attributionParams, refused)).toEqual(["fbclid"]);
    const gpc = visitorConsent({ country: "US", consentCookie: undefined, globalPrivacyControl: true, nowMs: now });
    expect(withdrawnCookies(cookies, clickIdParams, gpc)).toEqual(["fbclid"]);
  });
});

describe("the consent manager's cookie, read on the server", () => {
  it("reads the categories of a saved choice (encoded or not); necessary is always granted", () => {
    expect(parseConsentCookie(ccCookie(["targeting"]), now)).toEqual({ necessary: true, performance: false, functional: false, targeting: true });
    expect(parseConsentCookie(JSON.stringify({ categories: ["performance"] }), now)?.performance).toBe(true);
  });

  it("ignores forged, malformed, expired and other-revision cookies", () => {
    for (const value of [
      "",
      "not json",
      "%E0%A4%A",
      JSON.stringify({ categories: "targeting" }),
      JSON.stringify({ categories: [1, 2] }),
      ccCookie(["targeting"], { expirationTime: now - 1 }),
      ccCookie(["targeting"], { revision: 2 }),
      encodeURIComponent(JSON.stringify({ categories: ["targeting"], pad: "x".repeat(5000) })),
    ]) {
      expect(parseConsentCookie(value, now)).toBeNull();
    }
    expect(visitorConsent({ country: "DE", consentCookie: "garbage", globalPrivacyControl: false, nowMs: now }).targeting).toBe(false);
  });

  it("treats only Sec-GPC: 1 as Global Privacy Control", () => {
    expect(hasGlobalPrivacyControl("1")).toBe(true);
    for (const value of [null, "0", "true", ""]) expect(hasGlobalPrivacyControl(value)).toBe(false);
  });
});
