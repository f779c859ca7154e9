import {
  attributionParams,
  campaignKeyParams,
  cleanParamValue,
  visitorIdParam,
  type Attribution,
  type AttributionParam,
} from "./attribution-params";
import { cookieLifetimes, defaultCookiePath } from "./cookie-lifetimes";
import { deriveCustomFbc, fbclidOfFbc } from "./custom-fbc";
import { isCrawler } from "./is-crawler";
import { isVisitorId } from "./visitor-id";

export type CookieToSet = { name: string; value: string; maxAge: number; path: string };

export type FirstTouchInput = {
  query: URLSearchParams;
  cookies: Record<string, string>;
  userAgent: string | null;
  nowMs: number;
  /** Makes a new visitor id (a random UUID); called only when none is known. */
  newVisitorId: () => string;
};

export type FirstTouchResult = {
  setCookies: CookieToSet[];
  deleteCookies: string[];
  isCrawler: boolean;
  proxyUserId: string;
  /** Every captured parameter after this request, proxy_user_id included. */
  attribution: Attribution;
  /** True when the URL started a new campaign and the old attribution was cleared. */
  campaignChanged: boolean;
};

/** Parameters read from the URL: all but the visitor id and the derived custom_fbc. */
const urlParams = attributionParams.filter((name) => name !== visitorIdParam && name !== "custom_fbc");

/**
 * The first-touch rules of spec sections 4 and 9: the visitor id cookie, every attribution
 * parameter from the URL else the cookie, custom_fbc derived from a new fbclid, and a full
 * clear-and-re-read when the URL's utm_source or utm_campaign differs from the stored cookie.
 * Only new or changed values are written (365 days), so repeat visits send no cookies.
 */
export function resolveFirstTouch(input: FirstTouchInput): FirstTouchResult {
  const fromUrl = readParams(urlParams, (name) => input.query.get(name));
  const stored = readParams(attributionParams, (name) => input.cookies[name]);
  delete stored[visitorIdParam];

  const campaignChanged = campaignKeyParams.some(
    (name) => fromUrl[name] !== undefined && fromUrl[name] !== stored[name],
  );
  const attribution: Attribution = campaignChanged ? { ...fromUrl } : { ...stored, ...fromUrl };

  const fbclid = fromUrl.fbclid;
  const keptFbc = campaignChanged ? undefined : stored.custom_fbc;
  if (fbclid) {
    attribution.custom_fbc =
      keptFbc && fbclidOfFbc(keptFbc) === fbclid ? keptFbc : deriveCustomFbc(fbclid, input.nowMs);
  }

  const urlVisitorId = input.query.get(visitorIdParam);
  const cookieVisitorId = input.cookies[visitorIdParam];
  const proxyUserId = isVisitorId(urlVisitorId)
    ? urlVisitorId.toLowerCase()
    : isVisitorId(cookieVisitorId)
      ? cookieVisitorId
      : input.newVisitorId();
  attribution[visitorIdParam] = proxyUserId;

  const setCookies: CookieToSet[] = [];
  for (const name of attributionParams) {
    const value = attribution[name];
    if (value !== undefined && value !== input.cookies[name]) {
      setCookies.push({ name, value, maxAge: cookieLifetimes.longLived, path: defaultCookiePath });
    }
  }
  const deleteCookies = campaignChanged
    ? attributionParams.filter(
        (name) => name !== visitorIdParam && input.cookies[name] !== undefined && attribution[name] === undefined,
      )
    : [];

  return {
    setCookies,
    deleteCookies,
    isCrawler: isCrawler(input.userAgent),
    proxyUserId,
    attribution,
    campaignChanged,
  };
}

function readParams(
  names: readonly AttributionParam[],
  read: (name: AttributionParam) => string | null | undefined,
): Attribution {
  const values: Attribution = {};
  for (const name of names) {
    const value = cleanParamValue(read(name));
    if (value !== undefined) values[name] = value;
  }
  return values;
}
