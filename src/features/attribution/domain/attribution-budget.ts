import {
  attributionParams,
  campaignKeyParams,
  clickIdParams,
  visitorIdParam,
  type Attribution,
  type AttributionParam,
} from "./attribution-params";

/** Most bytes the attribution cookies of one visitor may take (`name=value` as sent). */
export const maxAttributionCookieBytes = 3000;

/**
 * The order in which values are kept when the budget is short: the visitor id, the campaign
 * keys (utm_source, utm_campaign), the click ids, the other utm values, then the rest.
 */
export const attributionKeepOrder: readonly AttributionParam[] = [
  ...new Set<AttributionParam>([
    visitorIdParam,
    ...campaignKeyParams,
    ...clickIdParams,
    ...attributionParams.filter((name) => name.startsWith("utm_")),
    ...attributionParams,
  ]),
];

const encoder = new TextEncoder();

/** The bytes one cookie takes in the Cookie header: `name=` plus the URI-encoded value. */
export function cookieBytes(name: string, value: string): number {
  return encoder.encode(`${name}=${encodeURIComponent(value)}`).length;
}

/**
 * The attribution within `maxAttributionCookieBytes`: values are taken in `attributionKeepOrder`
 * and a value that no longer fits is dropped whole (a later, smaller one may still fit).
 */
export function fitAttributionBudget(attribution: Attribution, budget = maxAttributionCookieBytes): Attribution {
  const kept: Attribution = {};
  let used = 0;
  for (const name of attributionKeepOrder) {
    const value = attribution[name];
    if (value === undefined) continue;
    const size = cookieBytes(name, value);
    if (used + size > budget) continue;
    kept[name] = value;
    used += size;
  }
  return kept;
}
