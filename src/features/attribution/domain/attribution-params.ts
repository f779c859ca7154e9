/**
 * The attribution parameters, captured from the URL, else the cookie, else the stored profile,
 * and each kept in a cookie of the same name. `link_proxy_user_id` is ours: the visitor id a
 * link carried in `proxy_user_id`, kept as attribution only (see docs/attribution.md).
 */
export const attributionParams = [
  "utm_source",
  "utm_content",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "camp_id",
  "camp_name",
  "asn",
  "locale",
  "pp",
  "pricePackageId",
  "ptm",
  "click_id",
  "proxy_user_id",
  "link_proxy_user_id",
  "ftm",
  "ttm",
  "uptm",
  "ScCid",
  "_scid",
  "st",
  "expName_start",
  "expGrp_start",
  "tmr",
  "fbclid",
  "utm_target",
  "gclid",
  "ttclid",
  "twclid",
  "gbraid",
  "wbraid",
  "vmcid",
  "domain_name",
  "custom_fbc",
  "_fbc",
  "_fbp",
] as const;

export type AttributionParam = (typeof attributionParams)[number];

/** Every captured value by parameter name; absent parameters are missing keys. */
export type Attribution = Partial<Record<AttributionParam, string>>;

/** Ad click identifiers added to every analytics event when not empty. */
export const clickIdParams = [
  "fbclid",
  "custom_fbc",
  "_fbc",
  "_fbp",
  "gclid",
  "gbraid",
  "wbraid",
  "twclid",
  "vmcid",
  "_scid",
  "ScCid",
  "ttclid",
] as const satisfies readonly AttributionParam[];

export type ClickIdParam = (typeof clickIdParams)[number];
export type ClickIds = Partial<Record<ClickIdParam, string>>;

/** A change of either of these in the URL starts a new attribution (all cookies re-read). */
export const campaignKeyParams = ["utm_source", "utm_campaign"] as const satisfies readonly AttributionParam[];

/** The visitor identity: kept across campaign changes, never taken from a stale cookie. */
export const visitorIdParam = "proxy_user_id" satisfies AttributionParam;

/** The visitor id a link carried (`?proxy_user_id=`): attribution only, never the visitor's identity. */
export const linkVisitorIdParam = "link_proxy_user_id" satisfies AttributionParam;

/** Derived (from fbclid, from the link's proxy_user_id), never read from the URL under their own name. */
export const derivedParams = ["custom_fbc", "link_proxy_user_id"] as const satisfies readonly AttributionParam[];

/**
 * Longest value kept for one parameter. A longer value is dropped, not cut: a cut click id or
 * campaign name would be a different, wrong value (cookies have a ~4 KB budget).
 */
export const maxParamLength = 200;

export function isAttributionParam(name: string): name is AttributionParam {
  return (attributionParams as readonly string[]).includes(name);
}

/** Trims and drops control characters; empty values and values over `maxParamLength` become undefined. */
export function cleanParamValue(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return cleaned === "" || cleaned.length > maxParamLength ? undefined : cleaned;
}

/** The non-empty click ids of an attribution. */
export function pickClickIds(attribution: Attribution): ClickIds {
  const ids: ClickIds = {};
  for (const name of clickIdParams) {
    const value = attribution[name];
    if (value) ids[name] = value;
  }
  return ids;
}
