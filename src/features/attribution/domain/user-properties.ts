import { z } from "zod";
import { cleanParamValue, type Attribution } from "./attribution-params";
import { readStoredValue, storedValueSchema, type StoredValue } from "./stored-value";

/** Local storage key of the stored user properties. */
export const userPropertiesStorageKey = "userProperties";

export const campaignUtmParamsSchema = z.object({
  asn: z.string().optional(),
  campId: z.string().optional(),
  campName: z.string().optional(),
  locale: z.string().optional(),
  utmCampaign: z.string().optional(),
  utmContent: z.string().optional(),
  utmMedium: z.string().optional(),
  utmSource: z.string().optional(),
  utmTerm: z.string().optional(),
});
export type CampaignUtmParams = z.infer<typeof campaignUtmParamsSchema>;

const rawParamsSchema = z.record(z.string(), z.string());
export type CampaignRawParams = z.infer<typeof rawParamsSchema>;

export const storedUserPropertiesSchema = z.object({
  campaignRawParams: storedValueSchema(rawParamsSchema).optional(),
  campaignUTMParams: storedValueSchema(campaignUtmParamsSchema).optional(),
});
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

/** Parses the stored JSON; anything malformed counts as nothing stored. */
export function parseStoredUserProperties(json: string | null | undefined): StoredUserProperties {
  if (!json) return {};
  try {
    const parsed = storedUserPropertiesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
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
