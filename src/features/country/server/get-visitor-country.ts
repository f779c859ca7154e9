import "server-only";
import { cookies, headers } from "next/headers";
import { getEnv } from "@/env";
import { parseCountryCode } from "@/features/country/domain/country-code";
import { countryRequestHeader } from "@/features/country/domain/country-cookies";
import { resolveCountry } from "@/features/country/domain/resolve-country";

/**
 * The visitor's country for a page render: the value the proxy resolved for this request,
 * else the same resolution from the request's cookies and headers.
 */
export async function getVisitorCountry(): Promise<string> {
  const requestHeaders = await headers();
  const fromProxy = parseCountryCode(requestHeaders.get(countryRequestHeader));
  if (fromProxy) return fromProxy;
  const cookieStore = await cookies();
  const jar = Object.fromEntries(cookieStore.getAll().map((cookie) => [cookie.name, cookie.value]));
  return resolveCountry({ cookies: jar, headers: requestHeaders, searchParams: new URLSearchParams(), env: getEnv() })
    .country;
}
