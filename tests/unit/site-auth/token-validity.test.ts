import { describe, expect, it } from "vitest";
import { decodeTokenClaims, isTokenValid } from "@/features/site-auth/domain/token-validity";
import { tokenCookieMaxAge } from "@/features/site-auth/domain/token-cookie";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (claims: unknown) => `${b64({ alg: "HS256" })}.${b64(claims)}.sig`;
const now = 1_700_000_000_000;

describe("token validity", () => {
  it("accepts three parts with exp in the future (seconds)", () => {
    expect(isTokenValid(jwt({ exp: now / 1000 + 1 }), { nowMs: now })).toBe(true);
  });

  it("rejects an expired token, exp in the past or now", () => {
    expect(isTokenValid(jwt({ exp: now / 1000 }), { nowMs: now })).toBe(false);
    expect(isTokenValid(jwt({ exp: now / 1000 - 60 }), { nowMs: now })).toBe(false);
  });

  it("rejects a wrong format", () => {
    expect(isTokenValid("a.b", { nowMs: now })).toBe(false);
    expect(isTokenValid("a.b.c.d", { nowMs: now })).toBe(false);
    expect(isTokenValid(`x..y`, { nowMs: now })).toBe(false);
    expect(isTokenValid(`x.${Buffer.from("not json").toString("base64url")}.y`, { nowMs: now })).toBe(false);
    expect(isTokenValid(jwt({ exp: "soon" }), { nowMs: now })).toBe(false);
    expect(isTokenValid(jwt({}), { nowMs: now })).toBe(false);
    expect(isTokenValid("", { nowMs: now })).toBe(false);
    expect(isTokenValid(undefined, { nowMs: now })).toBe(false);
  });

  it("checks the uuid only against an expected user, and only when the token names one", () => {
    const token = jwt({ exp: now / 1000 + 60, uuid: "u1" });
    expect(isTokenValid(token, { nowMs: now, expectedUserId: "u1" })).toBe(true);
    expect(isTokenValid(token, { nowMs: now, expectedUserId: "u2" })).toBe(false);
    expect(isTokenValid(token, { nowMs: now })).toBe(true);
    expect(isTokenValid(jwt({ exp: now / 1000 + 60 }), { nowMs: now, expectedUserId: "u2" })).toBe(true);
  });

  it("decodes unicode claims", () => {
    expect(decodeTokenClaims(jwt({ name: "Zoë 日本", exp: 1 }))).toEqual({ name: "Zoë 日本", exp: 1 });
  });
});

describe("token cookie lifetime", () => {
  it("is two thirds of the time until expiresAt, in whole seconds", () => {
    expect(tokenCookieMaxAge(now / 1000 + 86_400, now)).toBe(57_600);
    expect(tokenCookieMaxAge(now / 1000 + 100, now)).toBe(66);
    expect(tokenCookieMaxAge(now / 1000, now)).toBe(0);
    expect(tokenCookieMaxAge(now / 1000 - 5, now)).toBe(0);
  });
});
