import { describe, expect, it } from "vitest";
import { toUtmPayload, utmEventSchema, utmPayloadSchema } from "@/features/attribution/domain/utm-payload";
import { cookieLifetimes, cookieMaxAge } from "@/features/attribution/domain/cookie-lifetimes";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";

describe("utm payload", () => {
  it("defaults the locale to en and drops empty fields", () => {
    expect(utmPayloadSchema.parse({ utmSource: "fb", utmTerm: "" })).toEqual({ utmSource: "fb", locale: "en" });
    expect(utmPayloadSchema.parse({ locale: null }).locale).toBe("en");
  });

  it("rejects a wrong locale or too long a value", () => {
    expect(utmPayloadSchema.safeParse({ locale: "<script>" }).success).toBe(false);
    expect(utmPayloadSchema.safeParse({ adName: "x".repeat(301) }).success).toBe(false);
    expect(utmPayloadSchema.safeParse({ utmSource: 5 }).success).toBe(false);
  });

  it("defaults the event to purchase and accepts simple names only", () => {
    expect(utmEventSchema.parse(undefined)).toBe("purchase");
    expect(utmEventSchema.parse("lead")).toBe("lead");
    expect(utmEventSchema.safeParse("a/b").success).toBe(false);
  });

  it("maps the analytics user properties to the 12 fields", () => {
    const payload = toUtmPayload({ ad_name: "A", placement: "p", site_source: "s", utmSource: "fb", campId: "1", utmTerm: "x_lde_y", analyticsLocale: "de" });
    expect(payload).toEqual({
      adName: "A", asn: undefined, campId: "1", campName: undefined, locale: "de", placement: "p", siteSource: "s",
      utmCampaign: undefined, utmContent: undefined, utmMedium: undefined, utmSource: "fb", utmTerm: "x_lde_y",
    });
    expect(Object.keys(payload)).toHaveLength(12);
  });
});

describe("cookie lifetimes (spec section 9)", () => {
  it("uses one day by default, a year for utm, id and split cookies, 30 days for session cookies", () => {
    expect(cookieLifetimes).toEqual({ default: 86_400, longLived: 31_536_000, session: 2_592_000 });
    expect(cookieMaxAge("returnURL")).toBe(86_400);
    expect(cookieMaxAge("utm_whatever")).toBe(31_536_000);
    expect(cookieMaxAge("gclid", { attribution: true })).toBe(31_536_000);
    expect(cookieMaxAge("SPLITS")).toBe(31_536_000);
    expect(cookieMaxAge("SPLIT_STEP_ONE_POSITION")).toBe(31_536_000);
    for (const name of ["token", "userId", "domain", "affiliate_source"]) expect(cookieMaxAge(name)).toBe(2_592_000);
  });
});

describe("parseCookieHeader", () => {
  it("decodes values, keeps the first of duplicate names and skips broken pairs", () => {
    expect(parseCookieHeader("a=1; b=hello%20world; a=2; broken; c=\"q\"; d=%E0%A4%A")).toEqual({
      a: "1",
      b: "hello world",
      c: "q",
      d: "%E0%A4%A",
    });
    expect(parseCookieHeader(null)).toEqual({});
  });
});
