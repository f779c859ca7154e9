import {
  attributionParams,
  campaignKeyParams,
  cleanParamValue,
  isAttributionParam,
  visitorIdParam,
  type Attribution,
} from "./attribution-params";
import { cookieLifetimes, defaultCookiePath } from "./cookie-lifetimes";
import { resolveFirstTouch, type CookieToSet } from "./resolve-first-touch";
import { storeValue } from "./stored-value";
import {
  readUserProperties,
  toAnalyticsUserProperties,
  toCampaignUtmParams,
  type AnalyticsUserProperties,
  type CampaignRawParams,
  type StoredUserProperties,
} from "./user-properties";

/** Most raw query parameters kept in campaignRawParams. */
const maxRawParams = 50;
/** Extra landing parameters kept for the analytics user-property set. */
const extraCampaignParams = ["ad_name", "placement", "site_source"];

export type BrowserAttributionInput = {
  query: URLSearchParams;
  cookies: Record<string, string>;
  stored: StoredUserProperties;
  userAgent: string | null;
  nowMs: number;
  newVisitorId: () => string;
  /** Lifetime of the stored user properties; none keeps them without expiry. */
  ttlMs?: number;
};

export type BrowserAttribution = {
  attribution: Attribution;
  setCookies: CookieToSet[];
  deleteCookies: string[];
  userProperties: StoredUserProperties;
  analyticsUserProperties: AnalyticsUserProperties;
  isCrawler: boolean;
};

/**
 * The browser side of attribution: the same rules as the proxy, with the stored profile
 * (local storage) as the last fallback. Values restored from the profile are written back
 * to cookies, and the profile is refreshed from the result.
 */
export function resolveBrowserAttribution(input: BrowserAttributionInput): BrowserAttribution {
  const previous = readUserProperties(input.stored, input.nowMs);
  const storedRaw = profileOfCurrentCampaign(previous.campaignRawParams ?? {}, input.query, input.cookies);
  const fallback: Record<string, string> = {};
  for (const [name, value] of Object.entries(storedRaw)) {
    if (isAttributionParam(name) && name !== visitorIdParam) fallback[name] = value;
  }
  const touch = resolveFirstTouch({
    query: input.query,
    cookies: { ...fallback, ...input.cookies },
    userAgent: input.userAgent,
    nowMs: input.nowMs,
    newVisitorId: input.newVisitorId,
  });

  const setCookies = touch.setCookies.slice();
  for (const name of attributionParams) {
    const value = touch.attribution[name];
    if (value !== undefined && value !== input.cookies[name] && !setCookies.some((c) => c.name === name)) {
      setCookies.push({ name, value, maxAge: cookieLifetimes.longLived, path: defaultCookiePath });
    }
  }
  const deleteCookies = touch.deleteCookies.filter((name) => input.cookies[name] !== undefined);

  const landing = landingParams(input.query);
  const base = touch.campaignChanged ? {} : storedRaw;
  const campaignRawParams: CampaignRawParams = { ...base, ...landing };
  for (const [name, value] of Object.entries(touch.attribution)) {
    if (name !== visitorIdParam) campaignRawParams[name] = value;
  }
  const campaignUTMParams = toCampaignUtmParams(touch.attribution);

  return {
    attribution: touch.attribution,
    setCookies,
    deleteCookies,
    userProperties: {
      campaignRawParams: storeValue(campaignRawParams, input.nowMs, input.ttlMs),
      campaignUTMParams: storeValue(campaignUTMParams, input.nowMs, input.ttlMs),
    },
    analyticsUserProperties: toAnalyticsUserProperties(campaignUTMParams, campaignRawParams),
    isCrawler: touch.isCrawler,
  };
}

/**
 * The stored profile only while it belongs to the current campaign: when the URL (else the
 * cookies) names a utm_source or utm_campaign the profile does not have, it is stale.
 */
function profileOfCurrentCampaign(
  raw: CampaignRawParams,
  query: URLSearchParams,
  cookies: Record<string, string>,
): CampaignRawParams {
  const stale = campaignKeyParams.some((name) => {
    const current = cleanParamValue(query.get(name)) ?? cookies[name];
    return current !== undefined && current !== raw[name];
  });
  return stale ? {} : raw;
}

/** The raw query of a landing that carries campaign data; other pages contribute nothing. */
function landingParams(query: URLSearchParams): CampaignRawParams {
  const names = [...query.keys()];
  const isLanding = names.some((name) => isAttributionParam(name) || extraCampaignParams.includes(name));
  if (!isLanding) return {};
  const raw: CampaignRawParams = {};
  for (const name of names.slice(0, maxRawParams)) {
    if (name === visitorIdParam) continue;
    const value = cleanParamValue(query.get(name));
    if (value !== undefined) raw[name] = value;
  }
  return raw;
}
