import { describe, expect, it } from "vitest";
import { siteAddressWarnings } from "@/server/http/site-address-check";

describe("siteAddressWarnings", () => {
  it("says nothing in development without SITE_URL: the server's own address is right", () => {
    expect(siteAddressWarnings({ production: false, siteUrl: undefined, port: 3917 })).toEqual([]);
  });

  it("warns a production start without SITE_URL, naming the address links will use", () => {
    const [warning] = siteAddressWarnings({ production: true, siteUrl: undefined, port: 3917 });
    expect(warning).toContain("SITE_URL is not set");
    expect(warning).toContain("http://localhost:3917");
  });

  it("warns when SITE_URL is this machine on another port than the server's", () => {
    const [warning] = siteAddressWarnings({ production: true, siteUrl: "http://localhost:3000", port: 3917 });
    expect(warning).toContain("port 3000");
    expect(warning).toContain("port 3917");
    expect(siteAddressWarnings({ production: false, siteUrl: "http://127.0.0.1", port: 3917 })).toHaveLength(1);
  });

  it("accepts SITE_URL on the server's port, or a public or https address (a proxy in front)", () => {
    expect(siteAddressWarnings({ production: true, siteUrl: "http://localhost:3917", port: 3917 })).toEqual([]);
    expect(siteAddressWarnings({ production: true, siteUrl: "https://shop.example", port: 3917 })).toEqual([]);
    expect(siteAddressWarnings({ production: true, siteUrl: "https://127.0.0.1:8443", port: 3401 })).toEqual([]);
  });
});
