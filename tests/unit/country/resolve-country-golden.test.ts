import { describe, expect, it } from "vitest";
import { isCountryVisitorChosen, resolveCountry } from "@/features/country/domain/resolve-country";
import cases from "./cases/resolve-country.json";

type Case = {
  why: string;
  geoHeader?: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  query?: string;
  allowOverride?: boolean;
  country: string;
  source: string;
};

describe("which country a visitor is in (and pays in)", () => {
  for (const c of cases.resolveCountry as unknown as Case[]) {
    it(c.why, () => {
      const result = resolveCountry({
        cookies: c.cookies,
        headers: new Headers(c.headers),
        searchParams: new URLSearchParams(c.query ?? ""),
        env: {
          NODE_ENV: "development",
          DEFAULT_COUNTRY: "US",
          ALLOW_COUNTRY_OVERRIDE: c.allowOverride ?? false,
          SITE_URL: "https://platewise.example",
          ...(c.geoHeader ? { GEO_COUNTRY_HEADER: c.geoHeader } : {}),
        },
      });
      expect({ country: result.country, source: result.source }).toEqual({ country: c.country, source: c.source });
      // The cookie the page's scripts read always says the country that was decided.
      if (c.cookies.countryCode !== c.country) expect(result.setCookies.find((s) => s.name === "countryCode")?.value).toBe(c.country);
    });
  }
});

describe("whether the visitor chooses the country their prices follow", () => {
  it("only without a configured geo header (the server then warns at start-up)", () => {
    expect(isCountryVisitorChosen({})).toBe(true);
    expect(isCountryVisitorChosen({ GEO_COUNTRY_HEADER: "" })).toBe(true);
    expect(isCountryVisitorChosen({ GEO_COUNTRY_HEADER: "cf-ipcountry" })).toBe(false);
  });
});
