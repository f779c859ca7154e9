import { describe, expect, it } from "vitest";
import { resolveCountry, type ResolveCountryInput } from "@/features/country/domain/resolve-country";

const baseEnv = { NODE_ENV: "development", DEFAULT_COUNTRY: "US", ALLOW_COUNTRY_OVERRIDE: false, SITE_URL: "https://platewise.example" } as const;

function input(overrides: Partial<ResolveCountryInput> & { header?: Record<string, string> } = {}): ResolveCountryInput {
  const header = new Headers(overrides.header ?? {});
  return {
    cookies: overrides.cookies ?? {},
    headers: header,
    searchParams: overrides.searchParams ?? new URLSearchParams(),
    env: overrides.env ?? baseEnv,
  };
}

function cookieMap(result: ReturnType<typeof resolveCountry>) {
  return Object.fromEntries(result.setCookies.map((c) => [c.name, c.value]));
}

describe("resolveCountry", () => {
  it("lets a configured geo header win over the visitor's countryCode cookie, and rewrites the cookie", () => {
    const result = resolveCountry(
      input({ cookies: { countryCode: "de" }, header: { "cf-ipcountry": "FR" }, env: { ...baseEnv, GEO_COUNTRY_HEADER: "cf-ipcountry" } }),
    );
    expect(result).toMatchObject({ country: "FR", source: "geo-header" });
    expect(cookieMap(result).countryCode).toBe("FR");
  });

  it("uses the countryCode cookie only when no geo header is configured", () => {
    expect(resolveCountry(input({ cookies: { countryCode: "de" }, header: { "cf-ipcountry": "FR" } }))).toMatchObject({ country: "DE", source: "cookie" });
  });

  it("falls back to the trusted geo header, matched case-insensitively", () => {
    const result = resolveCountry(input({ header: { "CF-IPCountry": "jp" }, env: { ...baseEnv, GEO_COUNTRY_HEADER: "cf-ipcountry" } }));
    expect(result).toMatchObject({ country: "JP", source: "geo-header" });
  });

  it("ignores geo headers unless one is configured", () => {
    expect(resolveCountry(input({ header: { "cf-ipcountry": "JP" } })).country).toBe("US");
  });

  it("skips unknown geo values (XX, T1, garbage) and uses the default", () => {
    const env = { ...baseEnv, GEO_COUNTRY_HEADER: "cf-ipcountry", DEFAULT_COUNTRY: "GB" };
    for (const value of ["XX", "T1", "Germany", ""]) {
      expect(resolveCountry(input({ header: { "cf-ipcountry": value }, env })).country, value).toBe("GB");
    }
  });

  it("replaces an invalid cookie", () => {
    const result = resolveCountry(input({ cookies: { countryCode: "nope" } }));
    expect(result).toMatchObject({ country: "US", source: "default" });
    expect(cookieMap(result).countryCode).toBe("US");
  });

  it("honours ?country=XX only when allowed, and in production only on a local address", () => {
    const searchParams = new URLSearchParams("country=no");
    const allowed = { ...baseEnv, ALLOW_COUNTRY_OVERRIDE: true };
    expect(resolveCountry(input({ searchParams, cookies: { countryCode: "US" }, env: allowed }))).toMatchObject({
      country: "NO",
      source: "override",
    });
    expect(resolveCountry(input({ searchParams, cookies: { countryCode: "US" } })).country).toBe("US");
    expect(
      resolveCountry(input({ searchParams, cookies: { countryCode: "US" }, env: { ...allowed, NODE_ENV: "production" } })).country,
    ).toBe("US");
    const localProduction = { ...allowed, NODE_ENV: "production", SITE_URL: "http://localhost:3000" };
    expect(resolveCountry(input({ searchParams, env: localProduction })).country).toBe("NO");
    expect(resolveCountry(input({ searchParams, env: { ...localProduction, ALLOW_COUNTRY_OVERRIDE: false } })).country).toBe("US");
  });

  it("sets the country cookie and the three flag cookies, one day on path /", () => {
    const result = resolveCountry(input());
    expect(cookieMap(result)).toEqual({
      countryCode: "US",
      isImperialSystemCountry: "true",
      isSeparateEmailSubscriptionCountry: "false",
      isSolidLegalCountry: "true",
    });
    for (const cookie of result.setCookies) expect(cookie.options).toMatchObject({ path: "/", maxAge: 86_400 });
  });

  it("derives the flags from the country", () => {
    const gb = cookieMap(resolveCountry(input({ cookies: { countryCode: "GB" } })));
    expect(gb).toEqual({ isImperialSystemCountry: "false", isSeparateEmailSubscriptionCountry: "true", isSolidLegalCountry: "true" });
    const ae = cookieMap(resolveCountry(input({ cookies: { countryCode: "AE" } })));
    expect(ae).toEqual({ isImperialSystemCountry: "false", isSeparateEmailSubscriptionCountry: "false", isSolidLegalCountry: "false" });
  });

  it("sets nothing when every cookie is already right", () => {
    const cookies = {
      countryCode: "DE",
      isImperialSystemCountry: "false",
      isSeparateEmailSubscriptionCountry: "true",
      isSolidLegalCountry: "true",
    };
    expect(resolveCountry(input({ cookies })).setCookies).toEqual([]);
  });
});
