import { describe, expect, it } from "vitest";
import { isForeignOrigin, mediaTypeOf } from "@/server/http/foreign-origin";

const site = "https://platewise.example";
const foreign = (headers: Record<string, string>, url = "http://10.0.0.5:3000/api/trackers/water") => isForeignOrigin(new Headers(headers), url, site);

describe("isForeignOrigin", () => {
  it("accepts the site's own origin: SITE_URL, the Host asked, a proxy's X-Forwarded-Host", () => {
    expect(foreign({ origin: "https://platewise.example" })).toBe(false);
    expect(foreign({ origin: "http://10.0.0.5:3000", host: "10.0.0.5:3000" })).toBe(false);
    expect(foreign({ origin: "https://shop.example", host: "internal:3000", "x-forwarded-host": "shop.example, internal" })).toBe(false);
    expect(foreign({ origin: "https://PLATEWISE.example" })).toBe(false);
  });

  it("lets a request without Origin pass (not a browser's cross-site write)", () => {
    expect(foreign({})).toBe(false);
    expect(foreign({ "sec-fetch-site": "same-origin" })).toBe(false);
  });

  it("refuses another site, a look-alike host, another port, null, empty and malformed values", () => {
    for (const origin of ["https://attacker.example", "https://platewise.example.attacker.example", "https://platewise.example:8443", "null", "", "platewise.example", "file://"]) {
      expect([origin, foreign({ origin, host: "platewise.example" })]).toEqual([origin, true]);
    }
  });

  it("refuses Sec-Fetch-Site: cross-site whatever the Origin says", () => {
    expect(foreign({ "sec-fetch-site": "cross-site", origin: site })).toBe(true);
  });
});

describe("mediaTypeOf", () => {
  it("is the lower-case type without parameters", () => {
    expect(mediaTypeOf(new Headers({ "content-type": "Application/JSON; charset=utf-8" }))).toBe("application/json");
    expect(mediaTypeOf(new Headers())).toBe("");
  });
});
