import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  applyTrustedRequestFacts,
  normalizeAddress,
  parseTrustedProxies,
  resolveClientAddress,
  resolveSecure,
} from "@/server/http/trusted-client.mjs";

const none = parseTrustedProxies("");
const proxies = parseTrustedProxies("10.0.0.0/8, 127.0.0.1, fd00::/8");

describe("the client address", () => {
  it("is the socket's address for a direct client, whatever X-Forwarded-For claims", () => {
    for (const forged of ["1.2.3.4", "203.0.113.9, 10.0.0.1", "127.0.0.1", "garbage"]) {
      expect(resolveClientAddress({ socketAddress: "198.51.100.7", forwardedFor: forged, trusted: none })).toBe("198.51.100.7");
      expect(resolveClientAddress({ socketAddress: "198.51.100.7", forwardedFor: forged, trusted: proxies })).toBe("198.51.100.7");
    }
  });

  it("behind a trusted proxy is the right-most hop that is not a proxy, so entries the client prepends are ignored", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "198.51.100.7", trusted: proxies })).toBe("198.51.100.7");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "1.1.1.1, 2.2.2.2, 198.51.100.7", trusted: proxies })).toBe("198.51.100.7");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "6.6.6.6, 198.51.100.7, 10.1.1.1, 127.0.0.1", trusted: proxies })).toBe(
      "198.51.100.7",
    );
  });

  it("falls back to the nearest trusted hop when a proxy passes no or a malformed address", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: undefined, trusted: proxies })).toBe("10.0.0.2");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "198.51.100.7, <script>, 10.0.0.9", trusted: proxies })).toBe("10.0.0.9");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "10.0.0.3", trusted: proxies })).toBe("10.0.0.3");
  });

  it("reads IPv4 clients on a dual-stack socket and IPv6 addresses in one form", () => {
    expect(normalizeAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(resolveClientAddress({ socketAddress: "::ffff:127.0.0.1", forwardedFor: "2001:DB8::1", trusted: proxies })).toBe("2001:db8::1");
    expect(resolveClientAddress({ socketAddress: "fd00::5", forwardedFor: "::ffff:203.0.113.4", trusted: proxies })).toBe("203.0.113.4");
    expect(resolveClientAddress({ socketAddress: undefined, forwardedFor: "203.0.113.4", trusted: proxies })).toBeNull();
  });

  it("refuses a trusted-proxy list with a typo instead of trusting nobody or everybody", () => {
    for (const bad of ["10.0.0.0/33", "localhost", "10.0.0.1/8/1", "10.0.0.0/x", "fd00::/129"]) {
      expect(() => parseTrustedProxies(bad)).toThrow(/TRUSTED_PROXY_ADDRESSES/);
    }
    expect(parseTrustedProxies(" 192.0.2.0/24 ,, ::1 ").size).toBe(2);
  });
});

describe("https", () => {
  it("is believed from X-Forwarded-Proto only when a trusted proxy sends it", () => {
    expect(resolveSecure({ socketEncrypted: false, socketAddress: "198.51.100.7", forwardedProto: "https", trusted: proxies })).toBe(false);
    expect(resolveSecure({ socketEncrypted: false, socketAddress: "10.0.0.2", forwardedProto: "https", trusted: proxies })).toBe(true);
    expect(resolveSecure({ socketEncrypted: false, socketAddress: "10.0.0.2", forwardedProto: "https, http", trusted: proxies })).toBe(false);
    expect(resolveSecure({ socketEncrypted: true, socketAddress: "198.51.100.7", forwardedProto: undefined, trusted: none })).toBe(true);
  });
});

describe("the request rewrite", () => {
  const request = (remoteAddress: string, headers: Record<string, string>) =>
    ({ headers: { ...headers }, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it("replaces forged private headers and X-Forwarded-For with what the server knows", () => {
    const req = request("198.51.100.7", {
      "x-pw-client-address": "1.2.3.4",
      "x-pw-secure": "1",
      "x-pw-visitor-id": "someone-else",
      "x-forwarded-for": "1.2.3.4",
      "x-forwarded-proto": "https",
    });
    expect(applyTrustedRequestFacts(req, none)).toEqual({ clientAddress: "198.51.100.7", secure: false });
    expect(req.headers).toEqual({
      "x-pw-client-address": "198.51.100.7",
      "x-pw-secure": "0",
      "x-forwarded-for": "198.51.100.7",
      "x-forwarded-proto": "http",
    });
  });

  it("sets the facts a trusted proxy reports", () => {
    const req = request("127.0.0.1", { "x-forwarded-for": "6.6.6.6, 203.0.113.5", "x-forwarded-proto": "https" });
    applyTrustedRequestFacts(req, proxies);
    expect(req.headers["x-pw-client-address"]).toBe("203.0.113.5");
    expect(req.headers["x-pw-secure"]).toBe("1");
    expect(req.headers["x-forwarded-for"]).toBe("203.0.113.5");
  });
});
