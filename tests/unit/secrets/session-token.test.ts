import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignJWT } from "jose";
import { resetEnvCache } from "@/env";
import { anonymousViewer, readViewer } from "@/server/auth/get-viewer";
import { clearSessionCookie, writeSessionCookie } from "@/server/auth/session-cookie";
import { betterAuthSecret } from "@/server/auth/auth-secret";
import { verifiedSessionToken } from "@/server/auth/read-session";
import { signSiteToken } from "@/features/site-auth/server/sign-site-token";
import { developmentSiteTokenSecret } from "@/server/secrets/known-development-values";
import { getServerSecrets, resetServerSecretsCache } from "@/server/secrets/server-secrets";

const staff = { uuid: "3f0e7a52-1c1b-4a36-9a53-1b2c3d4e5f60", email: "staff@platewise.example", staff: true };

function forgeSession(secret: string, kid?: string) {
  return new SignJWT(staff)
    .setProtectedHeader({ alg: "HS256", ...(kid ? { kid } : {}) })
    .setIssuer("platewise")
    .setAudience("platewise-session")
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(secret));
}

describe("sessions are signed with their own key ring", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
    resetServerSecretsCache();
  });

  it("a staff session forged with the development secret, a site-token key or an unknown kid is anonymous", async () => {
    expect(await readViewer(await forgeSession(developmentSiteTokenSecret))).toEqual(anonymousViewer);
    const [siteKey] = getServerSecrets().siteTokenKeys;
    expect(await readViewer(await forgeSession(siteKey.secret, siteKey.kid))).toEqual(anonymousViewer);
    expect(await readViewer(await forgeSession("x".repeat(40), "attacker"))).toEqual(anonymousViewer);
    const siteToken = (await signSiteToken({ uuid: staff.uuid, nowMs: Date.now() })).token;
    expect(await readViewer(siteToken)).toEqual(anonymousViewer);
  });

  it("sessions are signed with a secret derived from the first SESSION_KEYS key; another first key signs everyone out", async () => {
    vi.stubEnv("SESSION_KEYS", `old:${"o".repeat(40)}`);
    resetEnvCache();
    resetServerSecretsCache();
    const oldSecret = betterAuthSecret(getServerSecrets().sessionKeys);
    expect(oldSecret).toBe(betterAuthSecret(getServerSecrets().sessionKeys));
    expect(oldSecret).not.toContain("o".repeat(40));
    expect(oldSecret.length).toBeGreaterThanOrEqual(43);
    const signed = `tok123.${createHmac("sha256", oldSecret).update("tok123").digest("base64")}`;
    expect(verifiedSessionToken(signed, oldSecret)).toBe("tok123");
    expect(verifiedSessionToken(encodeURIComponent(signed), oldSecret)).toBe("tok123");
    vi.stubEnv("SESSION_KEYS", `new:${"n".repeat(40)},old:${"o".repeat(40)}`);
    resetEnvCache();
    resetServerSecretsCache();
    const newSecret = betterAuthSecret(getServerSecrets().sessionKeys);
    expect(newSecret).not.toBe(oldSecret);
    expect(verifiedSessionToken(signed, newSecret)).toBeNull();
    const [siteKey] = getServerSecrets().siteTokenKeys;
    const withSiteKey = `tok123.${createHmac("sha256", siteKey.secret).update("tok123").digest("base64")}`;
    expect(verifiedSessionToken(withSiteKey, newSecret)).toBeNull();
  });

  it("the session cookie is HttpOnly, SameSite=Lax, path /, and Secure only over https; the userId hint is readable", () => {
    const written: Array<[string, string, Record<string, unknown>]> = [];
    const jar = { set: (name: string, value: string, options: Record<string, unknown>) => void written.push([name, value, options]) };
    const userId = "0b7c4c7e-1111-4a5e-9f2e-2f6a1a0c9d11";
    writeSessionCookie(jar, "jwt", { request: new Headers(), maxAgeSeconds: 3600, userId });
    writeSessionCookie(jar, "jwt", { request: new Headers({ "x-pw-secure": "1" }), maxAgeSeconds: 3600, userId });
    clearSessionCookie(jar, new Headers());
    expect(written).toEqual([
      ["session", "jwt", { httpOnly: true, sameSite: "lax", secure: false, path: "/", maxAge: 3600 }],
      ["userId", userId, { httpOnly: false, sameSite: "lax", secure: false, path: "/", maxAge: 3600 }],
      ["session", "jwt", { httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: 3600 }],
      ["userId", userId, { httpOnly: false, sameSite: "lax", secure: true, path: "/", maxAge: 3600 }],
      ["session", "", { httpOnly: true, sameSite: "lax", secure: false, path: "/", maxAge: 0 }],
      ["userId", "", { httpOnly: false, sameSite: "lax", secure: false, path: "/", maxAge: 0 }],
    ]);
  });
});
