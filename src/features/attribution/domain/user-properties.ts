import { cleanParamValue, type Attribution } from "./attribution-params";
import { isPlainObject, parseStoredValue, readStoredValue, type StoredValue } from "./stored-value";

/** Local storage key of the stored user properties. */
export const userPropertiesStorageKey = "userProperties";

const campaignUtmKeys = [
  "asn",
  "campId",
  "campName",
  "locale",
  "utmCampaign",
  "utmContent",
  "utmMedium",
  "utmSource",
  "utmTerm",
] as const;
export type CampaignUtmParams = Partial<Record<(typeof campaignUtmKeys)[number], string>>;
export type CampaignRawParams = Record<string, string>;

export type StoredUserProperties = {
  campaignRawParams?: StoredValue<CampaignRawParams>;
  campaignUTMParams?: StoredValue<CampaignUtmParams>;
};

/** The analytics user-property set: the campaign UTM values plus four more. */
export type AnalyticsUserProperties = CampaignUtmParams & {
  ad_name?: string;
  analyticsLocale?: string;
  placement?: string;
  site_source?: string;
};

/**
 * Parses the stored JSON (local storage: anyone can write it); anything malformed counts as
 * nothing stored. Only the known UTM keys are kept; every value must be a string.
 */
export function parseStoredUserProperties(json: string | null | undefined): StoredUserProperties {
  if (!json) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return {};
  }
  if (!isPlainObject(stored)) return {};
  const campaignRawParams = parseStoredValue(stored.campaignRawParams, readRawParams);
  const campaignUTMParams = parseStoredValue(stored.campaignUTMParams, readUtmParams);
  if (campaignRawParams === null || campaignUTMParams === null) return {};
  return {
    ...(campaignRawParams ? { campaignRawParams } : {}),
    ...(campaignUTMParams ? { campaignUTMParams } : {}),
  };
}

function readRawParams(value: unknown): CampaignRawParams | null {
  if (!isPlainObject(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, item]) => typeof item === "string") ? Object.fromEntries(entries) as CampaignRawParams : null;
}

function readUtmParams(value: unknown): CampaignUtmParams | null {
  if (!isPlainObject(value)) return null;
  const params: CampaignUtmParams = {};
  for (const key of campaignUtmKeys) {
    const item = value[key];
    if (item === undefined) continue;
    if (typeof item !== "string") return null;
    params[key] = item;
  }
  return params;
}

export function toCampaignUtmParams(attribution: Attribution): CampaignUtmParams {
  return dropEmpty({
    asn: attribution.asn,
    campId: attribution.camp_id,
    campName: attribution.camp_name,
    locale: attribution.locale,
    utmCampaign: attribution.utm_campaign,
    utmContent: attribution.utm_content,
    utmMedium: attribution.utm_medium,
    utmSource: attribution.utm_source,
    utmTerm: attribution.utm_term,
  });
}

/** The two-letter language in a utm_term such as `broad_lde_v2` (pattern `_l<xx>_`). */
export function localeFromUtmTerm(utmTerm: string | undefined): string | undefined {
  const match = utmTerm ? /_l([a-z]{2})_/i.exec(utmTerm) : null;
  return match?.[1]?.toLowerCase();
}

export function toAnalyticsUserProperties(
  utm: CampaignUtmParams,
  raw: CampaignRawParams,
): AnalyticsUserProperties {
  return dropEmpty({
    ...utm,
    ad_name: cleanParamValue(raw.ad_name),
    analyticsLocale: utm.locale ?? localeFromUtmTerm(utm.utmTerm),
    placement: cleanParamValue(raw.placement),
    site_source: cleanParamValue(raw.site_source),
  });
}

/** The stored user properties that are still valid at `nowMs`. */
export function readUserProperties(
  stored: StoredUserProperties,
  nowMs: number,
): { campaignRawParams?: CampaignRawParams; campaignUTMParams?: CampaignUtmParams } {
  return {
    campaignRawParams: readStoredValue(stored.campaignRawParams, nowMs),
    campaignUTMParams: readStoredValue(stored.campaignUTMParams, nowMs),
  };
}

function dropEmpty<T extends Record<string, string | undefined>>(values: T): T {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value) out[key] = value;
  return out as T;
}
