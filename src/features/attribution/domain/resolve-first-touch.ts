import { fitAttributionBudget } from "./attribution-budget";
import {
  attributionParams,
  campaignKeyParams,
  cleanParamValue,
  derivedParams,
  linkVisitorIdParam,
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
  /** Makes a new visitor id (`mintVisitorId`); called only when the cookie holds none. */
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

/** Parameters read from the URL under their own name: all but the visitor id and the derived ones. */
const urlParams = attributionParams.filter(
  (name) => name !== visitorIdParam && !(derivedParams as readonly string[]).includes(name),
);

/**
 * The first-touch rules (docs/attribution.md): the visitor's own id cookie (a link never
 * replaces it: a valid `proxy_user_id` in the URL is kept as `link_proxy_user_id`), every
 * attribution parameter from the URL else the cookie, custom_fbc derived from a new fbclid,
 * and a full clear-and-re-read when the URL's utm_source or utm_campaign differs from the
 * stored cookie. Values over 200 characters are dropped, and the whole set is fitted into the
 * cookie budget. Only new or changed values are written (365 days), so repeat visits send none.
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

  const linkVisitorId = input.query.get(visitorIdParam);
  if (isVisitorId(linkVisitorId)) attribution[linkVisitorIdParam] = linkVisitorId.toLowerCase();
  const cookieVisitorId = input.cookies[visitorIdParam];
  const proxyUserId = isVisitorId(cookieVisitorId) ? cookieVisitorId : input.newVisitorId();
  attribution[visitorIdParam] = proxyUserId;
  const fitted = fitAttributionBudget(attribution);

  const setCookies: CookieToSet[] = [];
  for (const name of attributionParams) {
    const value = fitted[name];
    if (value !== undefined && value !== input.cookies[name]) {
      setCookies.push({ name, value, maxAge: cookieLifetimes.longLived, path: defaultCookiePath });
    }
  }
  // Cleared by a new campaign, too long, or over the budget: stored cookies not kept go.
  const deleteCookies = attributionParams.filter(
    (name) => name !== visitorIdParam && input.cookies[name] !== undefined && fitted[name] === undefined,
  );

  return {
    setCookies,
    deleteCookies,
    isCrawler: isCrawler(input.userAgent),
    proxyUserId,
    attribution: fitted,
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
