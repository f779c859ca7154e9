import { describe, expect, it } from "vitest";
import { resolveBrowserAttribution } from "@/features/attribution/domain/resolve-browser-attribution";
import {
  localeFromUtmTerm,
  parseStoredUserProperties,
  readUserProperties,
  toAnalyticsUserProperties,
} from "@/features/attribution/domain/user-properties";
import { readStoredValue, storeValue } from "@/features/attribution/domain/stored-value";

const now = 1_700_000_000_000;
const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";

function browser(query: string, cookies: Record<string, string>, stored = {}, ttlMs?: number) {
  return resolveBrowserAttribution({
    query: new URLSearchParams(query),
    cookies,
    stored,
    userAgent: "Mozilla/5.0",
    nowMs: now,
    newVisitorId: () => visitor,
    ttlMs,
  });
}

describe("stored values with expiry", () => {
  it("counts an expired value as absent and keeps one without expiry", () => {
    expect(readStoredValue(storeValue("a", now, 1000), now + 999)).toBe("a");
    expect(readStoredValue(storeValue("a", now, 1000), now + 1000)).toBeUndefined();
    expect(readStoredValue(storeValue("a", now), now + 10 ** 12)).toBe("a");
    expect(readStoredValue(undefined, now)).toBeUndefined();
  });

  it("parses stored user properties and treats malformed JSON as nothing", () => {
    expect(parseStoredUserProperties("{oops")).toEqual({});
    expect(parseStoredUserProperties(JSON.stringify({ campaignUTMParams: { value: 3 } }))).toEqual({});
    const stored = { campaignUTMParams: { value: { utmSource: "fb" }, expiresAt: now + 1 } };
    expect(readUserProperties(parseStoredUserProperties(JSON.stringify(stored)), now)).toEqual({
      campaignRawParams: undefined,
      campaignUTMParams: { utmSource: "fb" },
    });
    expect(readUserProperties(parseStoredUserProperties(JSON.stringify(stored)), now + 1).campaignUTMParams).toBeUndefined();
  });
});

describe("stored user properties are untrusted (anyone can write local storage)", () => {
  const parse = (value: unknown) => parseStoredUserProperties(JSON.stringify(value));

  it("drops keys that are not campaign UTM parameters, so they never reach analytics", () => {
    const stored = parse({ campaignUTMParams: { value: { utmSource: "fb", isAdmin: "true" } }, role: "staff" });
    expect(stored).toEqual({ campaignUTMParams: { value: { utmSource: "fb" } } });
    const polluting = parseStoredUserProperties('{"campaignUTMParams":{"value":{"utmSource":"fb","__proto__":{"polluted":"yes"}}}}');
    expect(readUserProperties(polluting, now).campaignUTMParams).toEqual({ utmSource: "fb" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("rejects everything when a value is not a string or the expiry is not a number", () => {
    expect(parse({ campaignUTMParams: { value: { utmSource: { nested: 1 } } } })).toEqual({});
    expect(parse({ campaignRawParams: { value: { ad_name: 42 } } })).toEqual({});
    expect(parse({ campaignRawParams: { value: { ad_name: "Ad" }, expiresAt: "never" } })).toEqual({});
    expect(parse({ campaignRawParams: { value: ["utm_source", "fb"] } })).toEqual({});
    expect(parse({ campaignRawParams: null })).toEqual({});
    expect(parse([{ campaignRawParams: { value: {} } }])).toEqual({});
    expect(parse("a string")).toEqual({});
  });

  it("keeps valid raw parameters with their expiry", () => {
    const stored = { campaignRawParams: { value: { utm_source: "fb", ad_name: "Ad" }, expiresAt: now + 5 } };
    expect(parse(stored)).toEqual(stored);
  });
});

describe("analytics user properties", () => {
  it("finds the language in a utm_term like _l<xx>_", () => {
    expect(localeFromUtmTerm("broad_lde_v2")).toBe("de");
    expect(localeFromUtmTerm("x_lFR_y")).toBe("fr");
    expect(localeFromUtmTerm("lde_v2")).toBeUndefined();
    expect(localeFromUtmTerm("a_lden_b")).toBeUndefined();
    expect(localeFromUtmTerm(undefined)).toBeUndefined();
  });

  it("uses the locale parameter first, else the utm_term language", () => {
    expect(toAnalyticsUserProperties({ locale: "es", utmTerm: "a_lde_b" }, {}).analyticsLocale).toBe("es");
    expect(toAnalyticsUserProperties({ utmTerm: "a_lde_b" }, {}).analyticsLocale).toBe("de");
    expect(toAnalyticsUserProperties({}, {}).analyticsLocale).toBeUndefined();
  });

  it("adds ad_name, placement and site_source from the landing parameters", () => {
    expect(
      toAnalyticsUserProperties({ utmSource: "fb" }, { ad_name: "Ad 1", placement: "feed", site_source: "fb", other: "x" }),
    ).toEqual({ utmSource: "fb", ad_name: "Ad 1", placement: "feed", site_source: "fb" });
  });
});

describe("resolveBrowserAttribution", () => {
  it("stores campaignRawParams and campaignUTMParams from a landing URL, with optional expiry", () => {
    const result = browser(
      "utm_source=fb&utm_campaign=c1&utm_term=t_lde_x&camp_id=9&ad_name=Ad&fbclid=abc",
      { proxy_user_id: visitor },
      {},
      60_000,
    );
    expect(result.userProperties.campaignUTMParams).toEqual({
      value: { utmSource: "fb", utmCampaign: "c1", utmTerm: "t_lde_x", campId: "9" },
      expiresAt: now + 60_000,
    });
    expect(result.userProperties.campaignRawParams?.value).toMatchObject({
      utm_source: "fb",
      ad_name: "Ad",
      fbclid: "abc",
      custom_fbc: `fb.1.${now}.abc`,
    });
    expect(result.analyticsUserProperties).toEqual({
      utmSource: "fb",
      utmCampaign: "c1",
      utmTerm: "t_lde_x",
      campId: "9",
      ad_name: "Ad",
      analyticsLocale: "de",
    });
  });

  it("restores values from the stored profile into cookies when the cookies are gone", () => {
    const stored = { campaignRawParams: storeValue({ utm_source: "fb", gclid: "g1", ad_name: "Ad" }, now) };
    const result = browser("", { proxy_user_id: visitor }, stored);
    expect(result.attribution).toMatchObject({ utm_source: "fb", gclid: "g1" });
    expect(result.setCookies.map((c) => c.name).sort()).toEqual(["gclid", "utm_source"]);
    expect(result.analyticsUserProperties.ad_name).toBe("Ad");
  });

  it("ignores an expired stored profile", () => {
    const stored = { campaignRawParams: storeValue({ utm_source: "fb" }, now - 10, 5) };
    expect(browser("", { proxy_user_id: visitor }, stored).attribution.utm_source).toBeUndefined();
  });

  it("replaces the stored profile when a new campaign lands", () => {
    const stored = { campaignRawParams: storeValue({ utm_source: "fb", utm_campaign: "c1", ad_name: "Old" }, now) };
    const result = browser("utm_source=fb&utm_campaign=c2", { proxy_user_id: visitor, utm_source: "fb", utm_campaign: "c1" }, stored);
    expect(result.userProperties.campaignRawParams?.value).toEqual({ utm_source: "fb", utm_campaign: "c2" });
    expect(result.analyticsUserProperties.ad_name).toBeUndefined();
  });

  it("does not restore a previous campaign's values after the server switched campaigns", () => {
    const stored = { campaignRawParams: storeValue({ utm_source: "fb", utm_campaign: "c1", fbclid: "abc", custom_fbc: "fb.1.1.abc" }, now) };
    const cookiesAfterSwitch = { proxy_user_id: visitor, utm_source: "fb", utm_campaign: "c2" };
    const landing = browser("utm_source=fb&utm_campaign=c2", cookiesAfterSwitch, stored);
    expect(landing.attribution.fbclid).toBeUndefined();
    expect(landing.setCookies).toEqual([]);
    expect(landing.userProperties.campaignRawParams?.value).toEqual({ utm_source: "fb", utm_campaign: "c2" });
    const nextPage = browser("", cookiesAfterSwitch, stored);
    expect(nextPage.attribution.fbclid).toBeUndefined();
    expect(nextPage.userProperties.campaignUTMParams?.value).toEqual({ utmSource: "fb", utmCampaign: "c2" });
  });

  it("does not fold ordinary page parameters into the campaign", () => {
    const stored = { campaignRawParams: storeValue({ utm_source: "fb" }, now) };
    const result = browser("step=3", { proxy_user_id: visitor, utm_source: "fb" }, stored);
    expect(result.userProperties.campaignRawParams?.value).toEqual({ utm_source: "fb" });
  });
});
