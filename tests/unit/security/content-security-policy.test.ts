import { describe, expect, it } from "vitest";
import {
  pageContentSecurityPolicy,
  type ConfiguredThirdParties,
} from "@/features/security/domain/content-security-policy";
import { metaPixelScript } from "@/features/third-party-scripts/client/load-meta-pixel";
import { reviewWidgetScript } from "@/features/third-party-scripts/client/load-review-widget";
import { tagManagerScript } from "@/features/third-party-scripts/client/load-tag-manager";
import { tiktokPixelScript } from "@/features/third-party-scripts/client/load-tiktok-pixel";
import { twitterPixelScript } from "@/features/third-party-scripts/client/load-twitter-pixel";
import { vendorSources, type VendorName } from "@/features/third-party-scripts/domain/vendor-sources";

const nonce = "q83v7pSpfDqvlvzSOVYfGg==";
const nothing: ConfiguredThirdParties = {
  tagManager: false,
  metaPixel: false,
  tiktokPixel: false,
  twitterPixel: false,
  reviewWidget: false,
  amplitude: false,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split("; ").map((d) => {
    const [name, ...values] = d.split(" ");
    return [name!, values];
  }));
}

function policyWith(overrides: Partial<Parameters<typeof pageContentSecurityPolicy>[0]> = {}) {
  return directives(
    pageContentSecurityPolicy({ nonce, thirdParties: nothing, development: false, secure: false, ...overrides }),
  );
}

describe("page Content-Security-Policy", () => {
  it("with nothing configured, only our origin and this response's nonce may run or load anything", () => {
    const policy = policyWith();
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "frame-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("an injected inline script without the nonce is refused: no 'unsafe-inline' for scripts", () => {
    expect(policyWith().get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("allows eval only in development (production code never needs it)", () => {
    expect(policyWith({ development: false }).get("script-src")).not.toContain("'unsafe-eval'");
    expect(policyWith({ development: true }).get("script-src")).toContain("'unsafe-eval'");
  });

  it("upgrades http sub-resources only when the page is served over https", () => {
    expect(policyWith({ secure: false }).has("upgrade-insecure-requests")).toBe(false);
    expect(policyWith({ secure: true }).get("upgrade-insecure-requests")).toEqual([]);
  });

  it.each(Object.keys(vendorSources) as VendorName[])("adds %s's hosts only when it is configured", (name) => {
    const without = policyWith();
    const withIt = policyWith({ thirdParties: { ...nothing, [name]: true } });
    const sources = vendorSources[name];
    for (const [key, directive] of [["script", "script-src"], ["connect", "connect-src"], ["img", "img-src"], ["frame", "frame-src"]] as const) {
      for (const host of sources[key] ?? []) {
        expect(withIt.get(directive)).toContain(host);
        expect(without.get(directive)).not.toContain(host);
      }
    }
    expect(withIt.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets the review widget draw its frame and no other vendor's host into frame-src", () => {
    expect(policyWith({ thirdParties: { ...nothing, reviewWidget: true } }).get("frame-src")).toEqual([
      "'self'",
      "https://widget.trustpilot.com",
    ]);
  });

  it("sends error reports and API calls only to the configured hosts, never the DSN's key or path", () => {
    const policy = policyWith({
      thirdParties: { ...nothing, errorReportingDsn: "https://publickey@o12.ingest.sentry.io/345", apiUrl: "https://api.platewise.example/v1" },
    });
    expect(policy.get("connect-src")).toEqual(["'self'", "https://o12.ingest.sentry.io", "https://api.platewise.example"]);
  });

  it("ignores an unusable DSN or API URL instead of widening the policy", () => {
    const policy = policyWith({ thirdParties: { ...nothing, errorReportingDsn: "not a url", apiUrl: "javascript:alert(1)" } });
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("lists every host a loader injects its script from (for browsers without 'strict-dynamic')", () => {
    const loaders: Array<[VendorName, string]> = [
      ["tagManager", tagManagerScript],
      ["metaPixel", metaPixelScript],
      ["tiktokPixel", tiktokPixelScript],
      ["twitterPixel", twitterPixelScript],
      ["reviewWidget", reviewWidgetScript],
    ];
    for (const [name, url] of loaders) expect(vendorSources[name].script).toContain(new URL(url).origin);
  });

  it("allows fixed inline scripts by their SHA-256 hash", () => {
    const hash = "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";
    expect(policyWith({ inlineScriptHashes: [hash] }).get("script-src")).toContain(`'sha256-${hash}'`);
  });

  it("refuses a guessable or malformed nonce, or a value that would inject a directive", () => {
    for (const bad of ["", "abc", "q83v7pSpfDqvlvzSOVYfGg=='; script-src *", "q83v7pSpfDqvlvzSOVYfGg== 'unsafe-inline'"]) {
      expect(() => pageContentSecurityPolicy({ nonce: bad, thirdParties: nothing, development: false, secure: false })).toThrow();
    }
    expect(() => policyWith({ inlineScriptHashes: ["x' 'unsafe-inline"] })).toThrow();
  });
});
