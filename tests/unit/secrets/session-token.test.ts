import { afterEach, describe, expect, it, vi } from "vitest";
import { SignJWT } from "jose";
import { resetEnvCache } from "@/env";
import { anonymousViewer, readViewer } from "@/server/auth/get-viewer";
import { clearSessionCookie, writeSessionCookie } from "@/server/auth/session-cookie";
import { signSessionToken } from "@/server/auth/sign-session-token";
import { signSiteToken } from "@/features/site-auth/server/sign-site-token";
import { verifySiteToken } from "@/features/site-auth/server/verify-site-token";
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

  it("a session signed with the session key makes a staff viewer; it never passes as a site token", async () => {
    const token = await signSessionToken(staff, { ttlSeconds: 600 });
    expect(await readViewer(token)).toEqual({ userData: { uuid: staff.uuid, email: staff.email }, isManagementUser: true });
    expect(await verifySiteToken(token)).toBeNull();
  });

  it("a staff session forged with the development secret, a site-token key or an unknown kid is anonymous", async () => {
    expect(await readViewer(await forgeSession(developmentSiteTokenSecret))).toEqual(anonymousViewer);
    const [siteKey] = getServerSecrets().siteTokenKeys;
    expect(await readViewer(await forgeSession(siteKey.secret, siteKey.kid))).toEqual(anonymousViewer);
    expect(await readViewer(await forgeSession("x".repeat(40), "attacker"))).toEqual(anonymousViewer);
    const siteToken = (await signSiteToken({ uuid: staff.uuid, nowMs: Date.now() })).token;
    expect(await readViewer(siteToken)).toEqual(anonymousViewer);
  });

  it("an expired session is anonymous", async () => {
    const token = await signSessionToken(staff, { ttlSeconds: 60, nowMs: Date.now() - 120_000 });
    expect(await readViewer(token)).toEqual(anonymousViewer);
  });

  it("rotating SESSION_KEYS keeps sessions of the older key until it is removed", async () => {
    const oldKey = `old:${"o".repeat(40)}`;
    const newKey = `new:${"n".repeat(40)}`;
    vi.stubEnv("SESSION_KEYS", oldKey);
    resetEnvCache();
    resetServerSecretsCache();
    const token = await signSessionToken(staff, { ttlSeconds: 600 });
    vi.stubEnv("SESSION_KEYS", `${newKey},${oldKey}`);
    resetEnvCache();
    resetServerSecretsCache();
    expect((await readViewer(token)).isManagementUser).toBe(true);
    vi.stubEnv("SESSION_KEYS", newKey);
    resetEnvCache();
    resetServerSecretsCache();
    expect(await readViewer(token)).toEqual(anonymousViewer);
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
