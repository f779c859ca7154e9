import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageSecurityFor, setNonceRequestHeaders } from "@/features/security/server/page-security";
import { loaderBootScript } from "@/ui/loader-rules";

const request = (headers: Record<string, string> = {}) => ({ headers: new Headers(headers) });

describe("the page policy of one response", () => {
  it("has a fresh 128-bit nonce every time, so a nonce seen once cannot be replayed", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => pageSecurityFor(request()).nonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("puts its own nonce in its policy", () => {
    const { nonce, policy } = pageSecurityFor(request());
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
  });

  it("upgrades insecure requests only when our server marks the request as https", () => {
    expect(pageSecurityFor(request({ "x-pw-secure": "1" })).policy).toContain("upgrade-insecure-requests");
    expect(pageSecurityFor(request()).policy).not.toContain("upgrade-insecure-requests");
  });

  it("allows the page loader's fixed boot script by its hash", () => {
    const hash = createHash("sha256").update(loaderBootScript()).digest("base64");
    expect(pageSecurityFor(request()).policy).toContain(`'sha256-${hash}'`);
  });

  it("replaces a visitor's own nonce and policy request headers", () => {
    const headers = new Headers({ "x-nonce": "attacker", "content-security-policy": "script-src *" });
    const security = pageSecurityFor(request());
    setNonceRequestHeaders(headers, security);
    expect(headers.get("x-nonce")).toBe(security.nonce);
    expect(headers.get("content-security-policy")).toBe(security.policy);
  });
});
