import {
  isImperialSystemCountry,
  isSeparateEmailSubscriptionCountry,
  isSolidLegalCountry,
} from "@/features/country/domain/country-lists";
import { parseCountryCode } from "@/features/country/domain/country-code";
import { countryCookieNames, countryCookieOptions } from "@/features/country/domain/country-cookies";

export type CountryCookie = { name: string; value: string; options: typeof countryCookieOptions };

export type CountrySource = "override" | "cookie" | "geo-header" | "default";

export type ResolveCountryInput = {
  cookies: Readonly<Record<string, string | undefined>>;
  /** Request headers; names are matched case-insensitively. */
  headers: { get(name: string): string | null };
  searchParams: URLSearchParams;
  env: {
    NODE_ENV: string;
    GEO_COUNTRY_HEADER?: string;
    DEFAULT_COUNTRY: string;
    ALLOW_COUNTRY_OVERRIDE: boolean;
    SITE_URL: string;
  };
};

export type ResolvedCountry = { country: string; source: CountrySource; setCookies: CountryCookie[] };

/** The country cookies a country implies, as they should be stored. */
export function countryCookieValues(country: string): Record<string, string> {
  return {
    [countryCookieNames.country]: country,
    [countryCookieNames.imperial]: String(isImperialSystemCountry(country)),
    [countryCookieNames.separateEmailSubscription]: String(isSeparateEmailSubscriptionCountry(country)),
    [countryCookieNames.solidLegal]: String(isSolidLegalCountry(country)),
  };
}

/**
 * `?country=XX` is a testing aid: it needs ALLOW_COUNTRY_OVERRIDE, and a production server honours
 * it only while its SITE_URL is a local address (a production build under test on this machine),
 * never on a public deployment.
 */
export function isCountryOverrideAllowed(env: ResolveCountryInput["env"]): boolean {
  if (!env.ALLOW_COUNTRY_OVERRIDE) return false;
  if (env.NODE_ENV !== "production") return true;
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(env.SITE_URL).hostname);
  } catch {
    return false;
  }
}

function pick(input: ResolveCountryInput): { country: string; source: CountrySource } {
  const { env } = input;
  if (isCountryOverrideAllowed(env)) {
    const override = parseCountryCode(input.searchParams.get("country"));
    if (override) return { country: override, source: "override" };
  }
  const fallback = { country: parseCountryCode(env.DEFAULT_COUNTRY) ?? "US", source: "default" as const };
  if (env.GEO_COUNTRY_HEADER) {
    // The visitor can write the cookie; with a trusted header configured it never decides.
    const fromHeader = parseCountryCode(input.headers.get(env.GEO_COUNTRY_HEADER));
    return fromHeader ? { country: fromHeader, source: "geo-header" } : fallback;
  }
  const fromCookie = parseCountryCode(input.cookies[countryCookieNames.country]);
  return fromCookie ? { country: fromCookie, source: "cookie" } : fallback;
}

/** Whether the visitor can choose the country prices follow (no trusted geo header is configured). */
export function isCountryVisitorChosen(env: Pick<ResolveCountryInput["env"], "GEO_COUNTRY_HEADER">): boolean {
  return !env.GEO_COUNTRY_HEADER;
}

/**
 * The visitor's country, which also decides the currency and price of the paywall and the
 * checkout (docs/country.md, docs/pricing.md): `?country=XX` (only when the override is allowed,
 * see `isCountryOverrideAllowed`); then, when a trusted geo header is configured, that header
 * (else the default — the `countryCode` cookie is then only a copy for the page's scripts and
 * never read); without one, the `countryCode` cookie, else the default.
 * `setCookies` holds the country cookies whose stored value differs from what they should be.
 */
export function resolveCountry(input: ResolveCountryInput): ResolvedCountry {
  const { country, source } = pick(input);
  const setCookies = Object.entries(countryCookieValues(country))
    .filter(([name, value]) => input.cookies[name] !== value)
    .map(([name, value]) => ({ name, value, options: countryCookieOptions }));
  return { country, source, setCookies };
}
