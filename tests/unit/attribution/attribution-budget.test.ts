import { describe, expect, it } from "vitest";
import { attributionParams, type Attribution } from "@/features/attribution/domain/attribution-params";
import {
  cookieBytes,
  fitAttributionBudget,
  maxAttributionCookieBytes,
} from "@/features/attribution/domain/attribution-budget";
import { resolveFirstTouch } from "@/features/attribution/domain/resolve-first-touch";

const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";
const bytesOf = (attribution: Attribution) =>
  Object.entries(attribution).reduce((sum, [name, value]) => sum + cookieBytes(name, value!), 0);

/** A link that fills every parameter with 200 characters: the cookie-stuffing attack. */
function stuffedQuery(): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of attributionParams) query.set(name, name.slice(0, 1).repeat(200));
  query.set("proxy_user_id", visitor);
  return query;
}

describe("the attribution cookie budget", () => {
  it("keeps a stuffed link's cookies within 3,000 bytes", () => {
    const result = resolveFirstTouch({
      query: stuffedQuery(),
      cookies: {},
      userAgent: null,
      nowMs: 0,
      newVisitorId: () => visitor,
    });
    const written = Object.fromEntries(result.setCookies.map((c) => [c.name, c.value]));
    expect(bytesOf(written)).toBeLessThanOrEqual(maxAttributionCookieBytes);
    expect(written.proxy_user_id).toBe(visitor);
  });

  it("keeps the visitor id, utm_source, utm_campaign and the click ids first, and drops the rest whole", () => {
    const all: Attribution = {};
    for (const name of attributionParams) all[name] = "v".repeat(150);
    all.proxy_user_id = visitor;
    const kept = fitAttributionBudget(all);
    for (const name of ["proxy_user_id", "utm_source", "utm_campaign", "fbclid", "gclid", "ttclid"] as const) {
      expect(kept[name]).toBe(all[name]);
    }
    expect(kept.domain_name).toBeUndefined();
    for (const value of Object.values(kept)) expect(value).toHaveLength(value === visitor ? 36 : 150);
    expect(bytesOf(kept)).toBeLessThanOrEqual(maxAttributionCookieBytes);
  });

  it("counts the encoded size, so characters that expand cannot slip past the budget", () => {
    expect(cookieBytes("utm_term", "é")).toBe("utm_term=%C3%A9".length);
    const kept = fitAttributionBudget({ utm_source: "é".repeat(200), utm_campaign: "c" }, 1000);
    expect(kept).toEqual({ utm_campaign: "c" });
  });

  it("changes nothing under the budget", () => {
    const small: Attribution = { proxy_user_id: visitor, utm_source: "fb", gclid: "g" };
    expect(fitAttributionBudget(small)).toEqual(small);
  });
});
